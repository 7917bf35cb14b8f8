import type { FastifyRequest } from 'fastify';

/** Who is asking: what a service needs of the HTTP request, and nothing more. */
export interface Caller {
  ip: string;
  /** The request's Cookie header (engine cookies of an earlier step ride on it). */
  cookieHeader: string | undefined;
  userAgent: string | undefined;
  /** The session this browser already had, if any: rotated away on login. */
  currentSessionToken: string | null;
}

/** What a sign-in use case answers, plus the cookies to set. */
export interface AuthOutcome<R> {
  reply: R;
  setCookies: string[];
  /** Set when a session was created: the caller sets the client cookies for this user. */
  userId: string | null;
}

export function callerOf(request: FastifyRequest): Caller {
  return {
    ip: request.ip,
    cookieHeader: request.headers.cookie,
    userAgent: request.headers['user-agent'],
    currentSessionToken: request.authSession?.token ?? null,
  };
}

/** Headers for an engine call made on the caller's behalf (cookies, address, agent). */
export function engineHeadersFor(caller: Caller, cookieHeader = caller.cookieHeader): Headers {
  const headers = new Headers({ 'x-forwarded-for': caller.ip });
  if (cookieHeader) headers.set('cookie', cookieHeader);
  if (caller.userAgent) headers.set('user-agent', caller.userAgent);
  return headers;
}
