import type { Metadata } from 'next';
import { ProjectEditorScreen } from '../../../features/project-editor/project-editor-screen';

export const metadata: Metadata = { title: 'Edit project', robots: { index: false } };

export default async function ProjectEditorProjectPage({
  params,
}: {
  params: Promise<{ projectId: string }>;
}) {
  const { projectId } = await params;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ProjectEditorScreen projectId={decodeURIComponent(projectId)} />
    </div>
  );
}
