import { extractErrorText } from '@learnbox/domain';
import { cookies, headers } from 'next/headers';
import { getWebEnv } from '../../config/env';
import { INTERNAL_PROXY_HEADER } from '../api-proxy/api-proxy-url';

/** The outcome of a server-side api read: data, or the api's status and sentence. */
export type ServerApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errorText: string; errors: Record<string, string> };

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
 * Reads the api from a server component as the visitor (visitorHeaders); nothing is cached between
 * people.
 */
export async function serverApiGet<T>(path: string): Promise<ServerApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${getWebEnv().apiOrigin}${path}`, {
      headers: await visitorHeaders(),
      cache: 'no-store',
    });
  } catch {
    return {
      ok: false,
      status: 503,
      errorText: 'The catalogue is not reachable right now. Please try again.',
      errors: {},
    };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const errors =
    body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string>)
      : {};
  return {
    ok: false,
    status: response.status,
    errorText: extractErrorText(body) ?? 'Something went wrong.',
    errors,
  };
}
