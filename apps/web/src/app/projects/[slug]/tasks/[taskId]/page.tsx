import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { serverApi } from '../../../../../features/api-client/server-api';
import { TaskWorkspace } from '../../../../../features/projects/task-workspace';
import { MarkdownBlocks } from '../../../../../features/widgets/markdown-text';

type Props = { params: Promise<{ slug: string; taskId: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Project task', robots: { index: false } };

/** One task: its instructions, the learner's code in the editor, Submit and the way to the next. */
export default async function ProjectTaskPage({ params }: Props) {
  const { slug, taskId } = await params;
  const reply = await serverApi.call(apiRefs.projects.detail, { params: { slug } });
  if (!reply.ok) {
    if (reply.status === 404 || reply.status === 400) notFound();
    throw new Error(reply.errorText);
  }
  const { project, tasks, progress } = reply.data;
  const index = tasks.findIndex((task) => task.id === taskId);
  const task = tasks[index];
  if (!task) notFound();
  // Not started, or not this far yet: the overview says what to do.
  if (!progress || task.state === 'locked') redirect(`/projects/${slug}`);
  const next = tasks[index + 1];
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-2" data-testid="project-task">
      <article>
        <p className="text-sm text-muted">
          <Link href={`/projects/${slug}`} className="hover:underline">
            {project.title}
          </Link>{' '}
          · Task {index + 1} of {tasks.length}
        </p>
        <h1 className="mt-2 text-2xl font-bold text-fg">{task.title}</h1>
        <MarkdownBlocks markdown={task.instructions} className="lesson-prose mt-4" />
      </article>
      <TaskWorkspace
        slug={slug}
        taskId={task.id}
        language={project.language}
        files={task.files ?? task.starter_files}
        nextTaskId={task.state === 'passed' && next ? next.id : null}
      />
    </div>
  );
}
