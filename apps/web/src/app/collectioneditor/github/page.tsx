import type { Metadata } from 'next';
import { GithubSyncForm } from '../../../features/studio/github/github-sync-form';
import { requireSignIn } from '../../../features/studio/require-author';

export const metadata: Metadata = { title: 'Git round trip', robots: { index: false } };

export default async function GithubSyncPage() {
  await requireSignIn('/collectioneditor/github');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Git round trip</h1>
      <p className="mt-2 text-muted">
        Import courses, paths and shots from a repository in the content-folder format, or export your works
        back to it as a commit on a branch. The token is used for this request only and never stored.
      </p>
      <GithubSyncForm />
    </div>
  );
}
