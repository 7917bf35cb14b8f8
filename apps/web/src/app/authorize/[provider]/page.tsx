import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { apiPath } from '../../../features/api-client/api-path';
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
  // Only the values the page was given travel on (an empty one is left out).
  const forward = {
    operation: query.operation === 'signup' ? ('signup' as const) : ('login' as const),
    page_uri: query.pageUri || undefined,
    page_name: query.pageName || undefined,
    reference: query.reference || undefined,
    signup_source: query.signupSource || undefined,
  };
  redirect(apiPath(apiRefs.auth.ssoStart, { params: { provider }, query: forward }));
}
