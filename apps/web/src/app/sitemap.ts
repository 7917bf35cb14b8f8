import { apiRefs } from '@learnbox/contracts/route-refs';
import type { MetadataRoute } from 'next';
import { serverApi } from '../features/api-client/server-api';
import { siteOrigin } from '../features/catalogue/page-metadata';
import { readServerCapabilities } from '../features/feature-flags/server-flags';

// Built per request: the catalogue lives in the api, which is not running at build time.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  // A crawler is a logged-out visitor: pages behind a flag not at level 4 stay out of the map.
  const [result, projects, assessments, marketing, capabilities] = await Promise.all([
    serverApi.call(apiRefs.catalogue.sitemap),
    serverApi.call(apiRefs.projects.list),
    serverApi.call(apiRefs.assessments.list),
    serverApi.call(apiRefs.marketing.listing),
    readServerCapabilities(),
  ]);
  const projectPages = projects.ok
    ? ['/projects', ...projects.data.projects.map((project) => `/projects/${project.slug}`)]
    : [];
  const fixed = [
    '/',
    '/explore',
    '/answers',
    '/categories',
    '/unlimited',
    '/business',
    '/assessments',
    ...(capabilities.cloudLabs ? ['/cloudlabs'] : []),
    ...projectPages,
    ...(assessments.ok ? assessments.data.assessments.map((item) => `/assessments/${item.slug}`) : []),
    // Public marketing pages (unlisted ones and drafts are not in the listing).
    ...(marketing.ok ? marketing.data.pages.map((page) => page.path) : []),
  ].map((path) => ({
    url: `${origin}${path}`,
  }));
  if (!result.ok) return fixed;
  const { courses, paths, shots } = result.data;
  return [
    ...fixed,
    ...courses.flatMap((course) => [
      { url: `${origin}/courses/${course.slug}`, lastModified: course.updated_at },
      ...course.lessons.map((lesson) => ({
        url: `${origin}/courses/${course.slug}/${lesson}`,
        lastModified: course.updated_at,
      })),
    ]),
    ...paths.map((path) => ({ url: `${origin}/path/${path.slug}`, lastModified: path.updated_at })),
    ...shots.map((shot) => ({ url: `${origin}/answers/${shot.slug}`, lastModified: shot.updated_at })),
  ];
}
