import { envVariableNames, parseEnv } from '@learnbox/contracts/env';
import { DEFAULT_B2B_HOST_SUFFIX, isValidHostSuffix } from '@learnbox/domain/org-hosts/org-host';
import { z } from 'zod';

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
  /** The origin people open; https turns on Strict-Transport-Security and upgrade-insecure-requests. */
  publicWebOrigin: string;
  /** Where browsers call the runner (the api hands out the same origin): the page policy's connect-src. */
  runnerPublicOrigin: string;
  /** Where browsers open lab terminals (the api's live_host_url): the page policy's connect-src. */
  labsPublicOrigin: string;
  /**
   * Each lab's app preview is its own origin, this template with `{lab}` (LABS_PREVIEW_ORIGIN, as the
   * api's and the live host's): the page policy's frame-src, as a `*` wildcard.
   */
  labsPreviewOrigin: string;
  /** Organizations' hosts are `<subdomain>.<b2bHostSuffix>` (B2B_HOST_SUFFIX, the same as the api's). */
  b2bHostSuffix: string;
  /** posthog-js for page views (POSTHOG_KEY, POSTHOG_HOST, as the api's); null: our /api/events only. */
  posthog: { key: string; host: string } | null;
}

/** PostHog's US cloud, as the api's default. */
export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

/** Where server.mjs listens when HOST is unset: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';
export const DEFAULT_PUBLIC_WEB_ORIGIN = 'http://localhost:3000';
export const DEFAULT_RUNNER_ORIGIN = 'http://127.0.0.1:4100';
export const DEFAULT_LABS_URL = 'http://127.0.0.1:4200';

/** A trimmed value, or undefined when unset or blank (so the default applies). */
const text = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);
const isHttpUrl = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
const httpUrl = text.refine((value) => value === undefined || isHttpUrl(value), {
  message: 'must be an absolute http(s) URL',
});

const webEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  /** Read by Next.js itself; listed so deploy files may set it. */
  NEXT_TELEMETRY_DISABLED: text,
  API_ORIGIN: httpUrl,
  BOT_GUARD: text.transform((value) => value?.toLowerCase()).pipe(z.enum(['on', 'off']).optional()),
  BOT_GUARD_BYPASS_TOKEN: text,
  HOST: text,
  /** server.mjs listens on it (as `next start` does); 3000 when unset. */
  PORT: text
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(1).max(65535).optional()),
  /** Reverse proxies whose X-Forwarded-For server.mjs believes (parsed there, before Next starts). */
  TRUSTED_PROXIES: text,
  INTERNAL_PROXY_SECRET: text.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_WEB_ORIGIN: httpUrl,
  B2B_HOST_SUFFIX: text
    .transform((value) => value?.toLowerCase())
    .refine((value) => value === undefined || isValidHostSuffix(value), {
      message: 'must be a host name like teams.example.com (no scheme, port or path)',
    }),
  RUNNER_ORIGIN: httpUrl,
  RUNNER_PUBLIC_ORIGIN: httpUrl,
  LABS_URL: httpUrl,
  LABS_PUBLIC_URL: httpUrl,
  LABS_PREVIEW_ORIGIN: text.refine(
    (value) => value === undefined || (value.includes('{lab}') && isHttpUrl(value.replace('{lab}', 'lab'))),
    { message: 'must be an http(s) origin with {lab} in its host, like http://{lab}.preview.localhost:4200' },
  ),
  POSTHOG_KEY: text,
  POSTHOG_HOST: httpUrl,
});

/** Every variable the web reads, itself or through Next.js (deploy files may set only these). */
export const WEB_ENV_VARS = envVariableNames(webEnvSchema);

/** Parses the environment once; a wrong value throws an EnvError naming every bad variable. */
export function parseWebEnv(env: Record<string, string | undefined>): WebEnv {
  const e = parseEnv('web', webEnvSchema, env);
  // The same fallback as the api's: RUNNER_PUBLIC_ORIGIN, else RUNNER_ORIGIN.
  const runnerOrigin = new URL(e.RUNNER_ORIGIN ?? DEFAULT_RUNNER_ORIGIN).origin;
  // Likewise the api's live_host_url: LABS_PUBLIC_URL, else LABS_URL.
  const labsOrigin = new URL(e.LABS_PUBLIC_URL ?? e.LABS_URL ?? DEFAULT_LABS_URL).origin;
  return {
    apiOrigin: (e.API_ORIGIN ?? DEFAULT_API_ORIGIN).replace(/\/+$/, ''),
    botGuard: e.BOT_GUARD !== 'off',
    botGuardBypassToken: e.BOT_GUARD_BYPASS_TOKEN ?? null,
    host: e.HOST ?? DEFAULT_HOST,
    internalProxySecret: e.INTERNAL_PROXY_SECRET ?? null,
    publicWebOrigin: new URL(e.PUBLIC_WEB_ORIGIN ?? DEFAULT_PUBLIC_WEB_ORIGIN).origin,
    runnerPublicOrigin: e.RUNNER_PUBLIC_ORIGIN ? new URL(e.RUNNER_PUBLIC_ORIGIN).origin : runnerOrigin,
    labsPublicOrigin: labsOrigin,
    labsPreviewOrigin: e.LABS_PREVIEW_ORIGIN ?? defaultPreviewOrigin(labsOrigin),
    b2bHostSuffix: e.B2B_HOST_SUFFIX ?? DEFAULT_B2B_HOST_SUFFIX,
    posthog: e.POSTHOG_KEY
      ? { key: e.POSTHOG_KEY, host: new URL(e.POSTHOG_HOST ?? DEFAULT_POSTHOG_HOST).origin }
      : null,
  };
}

/** The live host's default preview origins: `{lab}.preview.localhost` on its port (contracts file). */
function defaultPreviewOrigin(labsOrigin: string): string {
  const url = new URL(labsOrigin);
  return `${url.protocol}//{lab}.preview.localhost${url.port ? `:${url.port}` : ''}`;
}

let cached: WebEnv | null = null;

/** Parsed once per server process (env does not change while it runs). */
export function getWebEnv(): WebEnv {
  cached ??= parseWebEnv(process.env);
  return cached;
}
