import { safeReturnPath } from './return-url';

/**
 * SSO and signup result cookies (spec section 4): 'provider:operation:status:...', operations
 * login or signup, statuses success or failure, consumed once then cleared.
 */

/**
 * Name of the result cookie. The spec gives only its value format; the name is ours. The web
 * reads it (so it is not httpOnly), shows the outcome once and clears it.
 */
export const SSO_RESULT_COOKIE = 'sso_result';

/** Operations of a result cookie (spec section 4). */
export const SSO_OPERATIONS = ['login', 'signup'] as const;
/** One of SSO_OPERATIONS (spec section 4). */
export type SsoOperation = (typeof SSO_OPERATIONS)[number];
/** Statuses of a result cookie (spec section 4). */
export const SSO_STATUSES = ['success', 'failure'] as const;
/** One of SSO_STATUSES (spec section 4). */
export type SsoStatus = (typeof SSO_STATUSES)[number];

/** A parsed result cookie (spec section 4). */
export interface SsoResult {
  provider: string;
  operation: SsoOperation;
  status: SsoStatus;
  /** The fields after status, kept in order; their meaning is the provider flow's business. */
  details: string[];
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Parses a result cookie (spec section 4). Cookie values often arrive percent-encoded
 * ('google%3Alogin%3Asuccess'), so the value is decoded first. Returns null for anything that
 * is not 'provider:operation:status[:...]' with a known operation and status.
 */
export function parseSsoResultCookie(value: string | null | undefined): SsoResult | null {
  if (!value) return null;
  const [provider, operation, status, ...details] = decode(value).split(':');
  if (!provider || !(SSO_OPERATIONS as readonly string[]).includes(operation ?? '')) return null;
  if (!(SSO_STATUSES as readonly string[]).includes(status ?? '')) return null;
  return { provider, operation: operation as SsoOperation, status: status as SsoStatus, details };
}

/**
 * Consumes a result cookie once (spec section 4): the caller must clear the cookie whenever one
 * was present, even a malformed one, so a bad value cannot be replayed on every page load.
 */
export function consumeSsoResultCookie(value: string | null | undefined): {
  result: SsoResult | null;
  clear: boolean;
} {
  return { result: parseSsoResultCookie(value), clear: Boolean(value) };
}

/** Query of the authorization redirect /authorize/{provider}-sso (spec section 2). */
export interface SsoAuthorizeQuery {
  page_uri?: string;
  page_name?: string;
  reference?: string;
  signup_source?: string;
}

/**
 * Builds /authorize/{provider}-sso?operation=signup&... (spec section 2). The spec's example is
 * the signup operation; the login operation (spec section 4 "Operations are login or signup")
 * uses the same route.
 */
export function buildSsoAuthorizePath(
  provider: string,
  query: SsoAuthorizeQuery = {},
  operation: SsoOperation = 'signup',
): string {
  const params = new URLSearchParams({ operation });
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  // The api sends the browser back to page_uri: only a same-site path is passed on.
  if (query.page_uri !== undefined && safeReturnPath(query.page_uri) === null) params.delete('page_uri');
  return `/authorize/${encodeURIComponent(provider)}-sso?${params.toString()}`;
}
