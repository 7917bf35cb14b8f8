import { extractErrorText, FALLBACK_ERROR_TEXT, NETWORK_ERROR_TEXT } from '@learnbox/domain';

/** The outcome of one call to our api: data on success, the sentence and field errors otherwise. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errorText: string; errors: Record<string, string> };

/**
 * Sends JSON to an /api path on this origin (the session cookie rides along) and reads the
 * reply: errorText, else the joined field errors (spec section 8 "Error text extraction").
 */
export async function apiCall<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, status: 0, errorText: NETWORK_ERROR_TEXT, errors: {} };
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
    errorText: extractErrorText(body) ?? FALLBACK_ERROR_TEXT,
    errors,
  };
}
