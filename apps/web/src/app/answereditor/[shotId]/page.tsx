import type { Metadata } from 'next';
import { requireSignIn } from '../../../features/studio/require-author';
import { ShotEditorScreen } from '../../../features/studio/shot/shot-editor-screen';

type Params = Promise<{ shotId: string }>;

export const metadata: Metadata = { title: 'Edit shot', robots: { index: false } };

export default async function ShotEditorPage({ params }: { params: Params }) {
  const { shotId } = await params;
  await requireSignIn(`/answereditor/${shotId}`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ShotEditorScreen shotId={decodeURIComponent(shotId)} />
    </div>
  );
}
