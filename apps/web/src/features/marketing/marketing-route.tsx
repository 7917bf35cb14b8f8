import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { serverApi } from '../api-client/server-api';
import { siteOrigin } from '../catalogue/page-metadata';
import { plainWithApiKeys } from './api-key-text';
import { MarketingPageView } from './marketing-page-view';

const loadPage = (slug: string) => serverApi.call(apiRefs.marketing.page, { params: { slug } });

/** Title, description, Open Graph image and canonical link of a marketing page (server-rendered). */
export async function marketingMetadata(slug: string): Promise<Metadata> {
  const result = await loadPage(slug);
  if (!result.ok) return { title: 'Page not found' };
  const { settings, path } = result.data;
  const origin = await siteOrigin();
  const title = plainWithApiKeys(settings.title, settings.api_keys);
  const description = plainWithApiKeys(settings.meta_description || settings.summary, settings.api_keys);
  const canonical = settings.canonical_url
    ? settings.canonical_url.startsWith('/')
      ? `${origin}${settings.canonical_url}`
      : settings.canonical_url
    : `${origin}${path}`;
  const image = settings.cover_image?.url
    ? settings.cover_image.url.startsWith('/')
      ? `${origin}${settings.cover_image.url}`
      : settings.cover_image.url
    : null;
  return {
    title,
    description,
    alternates: { canonical },
    // Unlisted pages are for the people given the link: search engines leave them out.
    ...(settings.visibility === 'unlisted' ? { robots: { index: false } } : {}),
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: 'Learnbox',
      type: 'website',
      ...(image ? { images: [{ url: image, alt: settings.cover_image?.alt_text ?? '' }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}

/** The page itself; a redirect_url (a path on this site, checked by the contract) sends the visitor on. */
export async function MarketingRoute({ slug }: { slug: string }) {
  const result = await loadPage(slug);
  if (!result.ok) notFound();
  if (result.data.settings.redirect_url) redirect(result.data.settings.redirect_url);
  return <MarketingPageView page={result.data} />;
}
