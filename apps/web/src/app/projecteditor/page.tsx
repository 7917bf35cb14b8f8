import type { Metadata } from 'next';
import { ProjectEditorList } from '../../features/project-editor/project-editor-list';

/** Authors' tool, not indexed (spec section 2 lists /projecteditor among the editors). */
export const metadata: Metadata = { title: 'Project editor', robots: { index: false } };

export default function ProjectEditorPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Project editor</h1>
      <p className="mt-2 text-muted">
        Your projects: their tasks, instructions, tests and reference solutions.
      </p>
      <ProjectEditorList />
    </div>
  );
}
