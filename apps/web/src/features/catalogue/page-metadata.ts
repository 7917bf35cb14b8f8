import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { markdownToPlainText } from '../widgets/markdown-plain';

/** This site's origin as the visitor reached it (behind a proxy: X-Forwarded-Host and -Proto). */
export async function siteOrigin(): Promise<string> {
  const store = await headers();
  const host = store.get('x-forwarded-host') ?? store.get('host') ?? 'localhost:3000';
  const proto =
    store.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto.split(',')[0]?.trim()}://${host.split(',')[0]?.trim()}`;
}

/** Title, description, canonical URL and Open Graph of a public page. */
export async function pageMetadata(input: {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
}): Promise<Metadata> {
  const url = `${await siteOrigin()}${input.path}`;
  // Summaries may hold Markdown; search engines and link previews would show it as typed.
  const description = markdownToPlainText(input.description);
  return {
    title: input.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: input.title,
      description,
      url,
      siteName: 'Learnbox',
      type: input.type ?? 'website',
    },
    twitter: { card: 'summary', title: input.title, description },
  };
}

/** Query parameter as one trimmed string, or undefined. */
export function queryValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}
