import { extractErrorText } from '@learnbox/domain';
import { cookies } from 'next/headers';
import { getWebEnv } from '../../config/env';

/** The outcome of a server-side api read: data, or the api's status and sentence. */
export type ServerApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errorText: string; errors: Record<string, string> };

/**
 * Reads the api from a server component. The visitor's cookies ride along, so the answer is the
 * one their browser would get (their progress, their access); nothing is cached between people.
 */
export async function serverApiGet<T>(path: string): Promise<ServerApiResult<T>> {
  const cookieHeader = (await cookies()).toString();
  let response: Response;
  try {
    response = await fetch(`${getWebEnv().apiOrigin}${path}`, {
      headers: { accept: 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}) },
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
