import type { RouteRef } from '@learnbox/contracts/route-refs';
import { API_UNREACHABLE_TEXT, SITE_HOST_HEADER } from '@learnbox/domain';
import { cookies, headers } from 'next/headers';
import { getWebEnv } from '../../config/env';
import { INTERNAL_PROXY_HEADER } from '../api-proxy/api-proxy-url';
import { visitorHost } from '../org-host/org-host-name';
import { buildApiPath, type CallArgs, type CallReply } from './api-path';
import { type ApiResult, readApiReply } from './api-result';

/**
 * What the api must hear about the visitor: their cookies, so the answer is the one their browser
 * would get (their progress, their access, their plan), and their address and country as
 * server.mjs decided them, with the secret that makes the api believe those (regional prices,
 * per-address limits); without them every server-rendered read would come from the web itself.
 */
async function visitorHeaders(): Promise<Record<string, string>> {
  const { internalProxySecret } = getWebEnv();
  const incoming = await headers();
  const out: Record<string, string> = { accept: 'application/json' };
  const cookieHeader = (await cookies()).toString();
  if (cookieHeader) out.cookie = cookieHeader;
  // Which host the page is for: on an organization's host the api hides some courses from
  // visitors (spec section 5). Sent without the secret: it can only ever hide.
  const host = visitorHost(incoming);
  if (host) out[SITE_HOST_HEADER] = host;
  if (!internalProxySecret) return out;
  out[INTERNAL_PROXY_HEADER] = internalProxySecret;
  for (const name of [
    'x-forwarded-for',
    'x-forwarded-proto',
    'x-forwarded-host',
    'x-country-code',
    'cf-ipcountry',
  ]) {
    const value = incoming.get(name);
    if (value) out[name] = value;
  }
  if (!out['x-forwarded-host']) {
    const host = incoming.get('host');
    if (host) out['x-forwarded-host'] = host;
  }
  return out;
}

/**
 * The server's one way to the api: reads a route from a server component as the visitor
 * (visitorHeaders), e.g. `serverApi.call(apiRefs.catalogue.tags)`; nothing is cached between
 * people.
 */
export const serverApi = {
  async call<Ref extends RouteRef>(
    route: Ref,
    ...[input]: CallArgs<Ref>
  ): Promise<ApiResult<CallReply<Ref>>> {
    let response: Response;
    try {
      response = await fetch(`${getWebEnv().apiOrigin}${buildApiPath(route, input ?? {})}`, {
        method: route.method,
        headers: await visitorHeaders(),
        cache: 'no-store',
      });
    } catch {
      return {
        ok: false,
        status: 503,
        errorText: API_UNREACHABLE_TEXT,
        errors: {},
      };
    }
    return readApiReply<CallReply<Ref>>(response);
  },
};
