import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { languageName } from '../../../features/projects/language-name';
import { ShareToggle } from '../../../features/projects/share-toggle';
import { StartProjectButton } from '../../../features/projects/start-project-button';

type Props = { params: Promise<{ slug: string }> };

const STATE_LABELS = { locked: 'Locked', open: 'Open', passed: 'Done' } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const reply = await serverApi.call(apiRefs.projects.detail, { params: { slug } });
  if (!reply.ok) return { title: 'Project' };
  return pageMetadata({
    title: reply.data.project.title,
    description: reply.data.project.summary,
    path: `/projects/${slug}`,
  });
}

/** A project's overview: its tasks in order, which are open or done, and the learner's progress. */
/** Read per request: the signed-in learner's progress. */
export const dynamic = 'force-dynamic';

export default async function ProjectPage({ params }: Props) {
  const { slug } = await params;
  const reply = await serverApi.call(apiRefs.projects.detail, { params: { slug } });
  if (!reply.ok) {
    if (reply.status === 404 || reply.status === 400) notFound();
    throw new Error(reply.errorText);
  }
  const { project, tasks, progress } = reply.data;
  const current = tasks.find((task) => task.state === 'open');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10" data-testid="project-overview">
      <p className="text-sm text-muted">
        <Link href="/projects" className="hover:underline">
          Projects
        </Link>{' '}
        · {languageName(project.language)}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-fg">{project.title}</h1>
      <p className="mt-2 text-muted">{project.summary}</p>

      <div className="mt-6">
        {progress === null ? (
          <StartProjectButton slug={project.slug} firstTaskId={tasks[0]?.id ?? null} />
        ) : (
          <p className="text-sm text-fg" data-testid="project-progress">
            {project.passed_count} of {project.task_count} tasks done
            {progress.finished_at
              ? ` · finished ${new Date(progress.finished_at).toLocaleDateString('en')}`
              : ''}
          </p>
        )}
        {progress?.finished_at ? (
          <ShareToggle slug={project.slug} shareId={progress.share_id} isPublic={progress.is_public} />
        ) : current ? (
          <Link
            href={`/projects/${project.slug}/tasks/${current.id}`}
            className="mt-3 inline-block font-semibold text-brand hover:underline"
          >
            Continue with “{current.title}”
          </Link>
        ) : null}
      </div>

      <ol className="mt-8 space-y-3" data-testid="project-tasks">
        {tasks.map((task, index) => (
          <li
            key={task.id}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4"
            data-state={task.state}
          >
            <span className="text-sm text-muted">{index + 1}.</span>
            {task.state === 'locked' ? (
              <span className="font-medium text-fg">{task.title}</span>
            ) : (
              <Link
                href={`/projects/${project.slug}/tasks/${task.id}`}
                className="font-medium text-fg hover:underline"
              >
                {task.title}
              </Link>
            )}
            <span className="ml-auto text-xs text-muted">
              {STATE_LABELS[task.state]} · {task.test_count} tests
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
