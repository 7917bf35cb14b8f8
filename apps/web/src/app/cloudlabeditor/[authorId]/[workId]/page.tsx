import type { Metadata } from 'next';
import { LabEditorScreen } from '../../../../features/lab-editor/lab-editor-screen';

type Params = Promise<{ authorId: string; workId: string }>;

export const metadata: Metadata = { title: 'Edit cloud lab', robots: { index: false } };

/** One lab in the editor, by the ids of the spec's lab calls (/api/labs/{authorId}/{workId}/...). */
export default async function CloudLabEditorLabPage({ params }: { params: Params }) {
  const { authorId, workId } = await params;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <LabEditorScreen
        work={{ authorId: decodeURIComponent(authorId), workId: decodeURIComponent(workId) }}
      />
    </div>
  );
}
