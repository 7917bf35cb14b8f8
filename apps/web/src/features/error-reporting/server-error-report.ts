import { randomUUID } from 'node:crypto';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { getWebEnv } from '../../config/env';
import { INTERNAL_PROXY_HEADER } from '../api-proxy/api-proxy-url';

/** Tells the tunnel an envelope is the web server's own (believed only with the proxy secret). */
export const ERROR_SOURCE_HEADER = 'x-error-source';

/** "at fn (file:line:col)" lines of a V8 stack as Sentry frames, innermost last. */
function framesOf(stack: string | undefined): { function?: string; filename?: string; lineno?: number }[] {
  const frames = [];
  for (const line of (stack ?? '').split('\n').slice(1, 30)) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):\d+\)?$/.exec(line);
    if (match) frames.push({ function: match[1], filename: match[2], lineno: Number(match[3]) });
  }
  return frames.reverse();
}

/** A Sentry envelope with one error event, for an error the web server hit while rendering. */
export function serverErrorEnvelope(error: unknown, request: { path: string; method: string }): string {
  const eventId = randomUUID().replaceAll('-', '');
  const err = error instanceof Error ? error : new Error(String(error));
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'node',
    level: 'error',
    logger: 'web-server',
    exception: {
      values: [{ type: err.name, value: err.message, stacktrace: { frames: framesOf(err.stack) } }],
    },
    request: { url: request.path, method: request.method },
  };
  const payload = JSON.stringify(event);
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
    payload,
  ].join('\n');
}

/**
 * Reports a server-side rendering error (Next.js onRequestError) through the api's tunnel, like
 * the browser's: stored for /staff/errors and forwarded to SENTRY_DSN when the api has one. A
 * report that cannot be sent is given up: the page's own error handling goes on regardless.
 */
export async function reportServerRenderError(
  error: unknown,
  request: { path: string; method: string },
): Promise<void> {
  const { apiOrigin, internalProxySecret } = getWebEnv();
  try {
    await fetch(`${apiOrigin}${apiRefs.errorReports.tunnel.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        [ERROR_SOURCE_HEADER]: 'web-server',
        ...(internalProxySecret ? { [INTERNAL_PROXY_HEADER]: internalProxySecret } : {}),
      },
      body: serverErrorEnvelope(error, request),
      signal: AbortSignal.timeout(3_000),
    });
  } catch {
    // The api is down or slow: nothing more to do from here.
  }
}
