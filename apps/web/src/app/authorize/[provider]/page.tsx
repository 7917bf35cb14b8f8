import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { parseAuthorizeQuery, parseSsoProvider } from '../../../features/auth/auth-routes';

export const metadata: Metadata = { title: 'Single sign-on', robots: { index: false } };

type Params = Promise<{ provider: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /authorize/{provider}-sso?operation=&page_uri=&page_name=&reference=&signup_source= (spec
 * section 2): hands the browser to the api, which sends it on to the identity provider.
 */
export default async function AuthorizePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const provider = parseSsoProvider((await params).provider);
  if (!provider) notFound();
  const query = parseAuthorizeQuery(await searchParams);
  const forward = new URLSearchParams({ operation: query.operation === 'signup' ? 'signup' : 'login' });
  if (query.pageUri) forward.set('page_uri', query.pageUri);
  if (query.pageName) forward.set('page_name', query.pageName);
  if (query.reference) forward.set('reference', query.reference);
  if (query.signupSource) forward.set('signup_source', query.signupSource);
  redirect(`/api/user/sso/${encodeURIComponent(provider)}?${forward.toString()}`);
}
