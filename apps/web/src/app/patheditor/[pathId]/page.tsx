import type { Metadata } from 'next';
import { PathEditorScreen } from '../../../features/studio/path/path-editor-screen';
import { requireSignIn } from '../../../features/studio/require-author';

type Params = Promise<{ pathId: string }>;

export const metadata: Metadata = { title: 'Edit path', robots: { index: false } };

export default async function PathEditorPage({ params }: { params: Params }) {
  const { pathId } = await params;
  await requireSignIn(`/patheditor/${pathId}`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PathEditorScreen pathId={decodeURIComponent(pathId)} />
    </div>
  );
}
