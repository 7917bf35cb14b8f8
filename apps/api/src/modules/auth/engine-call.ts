import {
  AUTH_ATTEMPTS_EXCEEDED_MESSAGE,
  DomainError,
  EMAIL_TAKEN_MESSAGE,
  STATUS,
  type StatusCode,
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@learnbox/domain';

/** What one better-auth call answered, with the cookies it wants set. */
export interface EngineResult<T> {
  ok: boolean;
  status: number;
  body: T;
  /** better-auth's error code when ok is false (INVALID_EMAIL_OR_PASSWORD, INVALID_CODE, ...). */
  code: string | null;
  setCookies: string[];
}

/**
 * Runs one `auth.api.*` call as a Response (`asResponse: true`), so errors come back as values
 * with their Set-Cookie headers instead of exceptions without them.
 */
export async function callEngine<T = Record<string, unknown>>(
  run: () => Promise<Response>,
): Promise<EngineResult<T>> {
  const response = await run();
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const code =
    !response.ok && body && typeof body === 'object' && 'code' in body && typeof body.code === 'string'
      ? body.code
      : null;
  return {
    ok: response.ok,
    status: response.status,
    body: body as T,
    code,
    setCookies: response.headers.getSetCookie(),
  };
}

/**
 * The request's cookies plus those a previous call set, as one Cookie header: lets one of our
 * requests chain engine calls (sign in, then verify the second factor) the way a browser would.
 */
export function chainCookies(cookieHeader: string | undefined, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const setCookie of setCookies) {
    const pair = setCookie.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = /;\s*max-age=0/i.test(setCookie) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Readable sentences for the engine's error codes; anything unlisted becomes a generic 400. */
const ENGINE_ERRORS: Record<string, { status: StatusCode; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: STATUS.UNAUTHORIZED, message: 'The e-mail or password is not right.' },
  INVALID_PASSWORD: { status: STATUS.UNAUTHORIZED, message: WRONG_PASSWORD_MESSAGE, field: 'password' },
  INVALID_EMAIL: {
    status: STATUS.OPERATION_NOT_ALLOWED,
    message: 'Enter a valid e-mail address.',
    field: 'email',
  },
  PASSWORD_TOO_SHORT: {
    status: STATUS.OPERATION_NOT_ALLOWED,
    message: 'Use at least 8 characters.',
    field: 'password',
  },
  PASSWORD_TOO_LONG: {
    status: STATUS.OPERATION_NOT_ALLOWED,
    message: 'Use at most 128 characters.',
    field: 'password',
  },
  USER_ALREADY_EXISTS: {
    status: STATUS.ALREADY_EXISTS,
    message: EMAIL_TAKEN_MESSAGE,
    field: 'email',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: STATUS.ALREADY_EXISTS,
    message: EMAIL_TAKEN_MESSAGE,
    field: 'email',
  },
  INVALID_TOKEN: {
    status: STATUS.EXPIRED_TOKEN,
    message: 'This link has expired or was already used. Ask for a new one.',
  },
  INVALID_CODE: { status: STATUS.UNAUTHORIZED, message: WRONG_CODE_MESSAGE },
  OTP_HAS_EXPIRED: {
    status: STATUS.EXPIRED_TOKEN,
    message: 'This code has expired. We can send you a new one.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    status: STATUS.RATE_LIMIT,
    message: 'Too many wrong codes (rate limit). Log in again to get a new code.',
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    status: STATUS.RATE_LIMIT,
    message: 'Too many wrong codes (rate limit). Two-factor login is paused for 15 minutes.',
  },
  INVALID_TWO_FACTOR_COOKIE: {
    status: STATUS.EXPIRED_TOKEN,
    message: 'This login step has expired. Enter your e-mail and password again.',
  },
  TOTP_NOT_ENABLED: {
    status: STATUS.OPERATION_NOT_ALLOWED,
    message: 'The authenticator app is not set up for this account.',
  },
  TOTP_ALREADY_ENABLED: { status: STATUS.ALREADY_EXISTS, message: 'An authenticator app is already set up.' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: {
    status: STATUS.OPERATION_NOT_ALLOWED,
    message: 'This account has no password yet. Use "Forgot password" to choose one.',
  },
};

/** Turns a failed engine call into the DomainError our error handler replies with. */
export function engineError(result: EngineResult<unknown>, field?: string): DomainError {
  const known = result.code ? ENGINE_ERRORS[result.code] : undefined;
  if (known) {
    const target = field ?? known.field;
    return new DomainError(known.message, known.status, target ? { [target]: known.message } : undefined);
  }
  if (result.status === STATUS.RATE_LIMIT)
    return new DomainError(AUTH_ATTEMPTS_EXCEEDED_MESSAGE, STATUS.RATE_LIMIT);
  if (result.status >= 500)
    throw new Error(`auth engine failed with ${result.status}: ${JSON.stringify(result.body)}`);
  const message =
    result.body &&
    typeof result.body === 'object' &&
    'message' in result.body &&
    typeof result.body.message === 'string'
      ? result.body.message
      : 'The request could not be completed.';
  return new DomainError(message, STATUS.OPERATION_NOT_ALLOWED);
}
