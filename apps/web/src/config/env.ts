/**
 * Runtime configuration of the web app (DESIGN.md section 4). Read from process.env on the server
 * at request time, never inlined at build, so one build serves any ports and API origin.
 */

export interface WebEnv {
  /** Where `/api/*` is forwarded. */
  apiOrigin: string;
  /** Whether the automated-browser guard may fire at all. */
  botGuard: boolean;
  /** A request carrying cookie `bot_guard_bypass=<token>` is never guarded; null when unset. */
  botGuardBypassToken: string | null;
  /** The address server.mjs listens on (HOST); loopback by default. */
  host: string;
  /**
   * Sent to the api with every request the web makes there, so the api believes the client address
   * the web forwards (and nobody else's); null when unset (then only TRUSTED_PROXIES are believed).
   */
  internalProxySecret: string | null;
}

/** Where server.mjs listens when HOST is unset: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';

export class WebEnvError extends Error {}

export function parseWebEnv(env: Record<string, string | undefined>): WebEnv {
  const apiOrigin = (env.API_ORIGIN?.trim() || DEFAULT_API_ORIGIN).replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(apiOrigin);
  } catch {
    throw new WebEnvError(`API_ORIGIN must be an absolute http(s) URL, got "${env.API_ORIGIN}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebEnvError(`API_ORIGIN must use http or https, got "${env.API_ORIGIN}".`);
  }
  const guard = (env.BOT_GUARD?.trim().toLowerCase() || 'on') as string;
  if (guard !== 'on' && guard !== 'off') {
    throw new WebEnvError(`BOT_GUARD must be "on" or "off", got "${env.BOT_GUARD}".`);
  }
  const internalProxySecret = env.INTERNAL_PROXY_SECRET?.trim() || null;
  if (internalProxySecret !== null && internalProxySecret.length < 32) {
    throw new WebEnvError('INTERNAL_PROXY_SECRET must be at least 32 characters.');
  }
  return {
    apiOrigin,
    botGuard: guard === 'on',
    botGuardBypassToken: env.BOT_GUARD_BYPASS_TOKEN?.trim() || null,
    host: env.HOST?.trim() || DEFAULT_HOST,
    internalProxySecret,
  };
}

let cached: WebEnv | null = null;

/** Parsed once per server process (env does not change while it runs). */
export function getWebEnv(): WebEnv {
  cached ??= parseWebEnv(process.env);
  return cached;
}
