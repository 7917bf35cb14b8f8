import type { Metadata } from 'next';
import Link from 'next/link';
import { requireSignIn } from '../../features/studio/require-author';
import { MyWorksScreen } from '../../features/studio/works/my-works-screen';

/** Authors' tool, not indexed (spec section 2 lists /collectioneditor among the editors). */
export const metadata: Metadata = { title: 'Your works', robots: { index: false } };

export default async function CollectionEditorPage() {
  await requireSignIn('/collectioneditor');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Your works</h1>
      <p className="mt-2 text-muted">
        Courses, paths and shots you write alone or with others. Keep them in git too:{' '}
        <Link href="/collectioneditor/github" className="text-brand underline">
          import from or export to a repository
        </Link>
        .
      </p>
      <MyWorksScreen />
    </div>
  );
}
