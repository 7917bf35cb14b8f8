import type { RouteReply } from '@learnbox/contracts';
import type { RouteOf, RouteRef } from '@learnbox/contracts/route-refs';
import { extractErrorText, FALLBACK_ERROR_TEXT } from '@learnbox/domain';

/** The outcome of one call to our api: data on success, the sentence and field errors otherwise. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errorText: string; errors: Record<string, string> };

/**
 * Reads an api reply: its JSON on a 2xx, else errorText, else the joined field errors (spec
 * section 8 "Error text extraction"), else the default error. The reply is typed by the route's
 * schema; the api validated it on the way out (its serializer), so it is not parsed twice.
 */
export async function readApiReply<T>(response: Response): Promise<ApiResult<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const errors =
    body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string>)
      : {};
  return {
    ok: false,
    status: response.status,
    errorText: extractErrorText(body) ?? FALLBACK_ERROR_TEXT,
    errors,
  };
}

/**
 * The body of a route's 2xx reply, typed by its reply schema, for the few callers that read the
 * Response themselves (retries with their own messages, an injected fetch in tests).
 */
export const replyOf = <Ref extends RouteRef>(_route: Ref, body: unknown): RouteReply<RouteOf<Ref>> =>
  body as RouteReply<RouteOf<Ref>>;
