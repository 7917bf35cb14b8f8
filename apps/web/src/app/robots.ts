import type { MetadataRoute } from 'next';
import { siteOrigin } from '../features/catalogue/page-metadata';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/checkout/', '/transactions', '/mycourses', '/learning-plans'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
