import type { Metadata } from 'next';
import { LabEditorList } from '../../features/lab-editor/lab-editor-list';

/** Authors' tool, not indexed (spec section 2 lists /cloudlabeditor among the editors). */
export const metadata: Metadata = { title: 'Cloud lab editor', robots: { index: false } };

export default function CloudLabEditorPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Cloud lab editor</h1>
      <p className="mt-2 text-muted">
        Your cloud labs: their setup, Dockerfile and image, jobs, tests and variables.
      </p>
      <LabEditorList />
    </div>
  );
}
