import { apiRefs } from '@learnbox/contracts/route-refs';
import { PROJECT_MESSAGES } from '@learnbox/domain';
import type { Metadata } from 'next';
import { serverApi } from '../../features/api-client/server-api';
import { pageMetadata } from '../../features/catalogue/page-metadata';
import { ProjectCardList } from '../../features/projects/project-card-list';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Projects',
    description: PROJECT_MESSAGES.CATALOGUE_INTRO,
    path: '/projects',
  });
}

/** The project catalogue, with the visitor's progress when signed in (read per request). */
export default async function ProjectsPage() {
  const list = await serverApi.call(apiRefs.projects.list);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Projects</h1>
      <p className="mt-2 text-muted">
        {PROJECT_MESSAGES.CATALOGUE_INTRO} {PROJECT_MESSAGES.OPEN_TO_SIGNED_IN}
      </p>
      {list.ok ? (
        <ProjectCardList projects={list.data.projects} />
      ) : (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {list.errorText}
        </p>
      )}
    </div>
  );
}
