import type { ProjectSummary } from '@learnbox/contracts';
import Link from 'next/link';
import { languageName } from './language-name';

/** The project catalogue: each card says how far the signed-in learner got. */
export function ProjectCardList({ projects }: { projects: ProjectSummary[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="project-list">
      {projects.map((project) => (
        <li key={project.id} className="rounded-2xl border border-line bg-surface p-5">
          <h2 className="text-lg font-semibold text-fg">
            <Link href={`/projects/${project.slug}`} className="hover:underline">
              {project.title}
            </Link>
          </h2>
          <p className="mt-2 text-sm text-muted">{project.summary}</p>
          <p className="mt-3 text-xs text-muted">
            {languageName(project.language)} · {project.task_count} tasks
            {project.passed_count !== null ? ` · ${project.passed_count} of ${project.task_count} done` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
