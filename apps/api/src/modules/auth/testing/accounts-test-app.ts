import { createHash } from 'node:crypto';
import { createTestDb } from '@learnbox/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../../app';
import type { ApiConfig } from '../../../platform/config/env';
import type { AppInstance } from '../../../platform/http/app-instance';
import { createMailRepository, type OutboxRow } from '../../../platform/mail/mail.repository';
import type { AccountsOverrides } from '../accounts-context';

export const WEB_ORIGIN = 'http://localhost:3000';
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
/** INTERNAL_PROXY_SECRET of the test apps: the header below is how the web proves it forwards. */
export const TEST_INTERNAL_PROXY_SECRET = 'test-proxy-secret-test-proxy-secret-0123';
/** Headers of a request the web forwards (its X-Forwarded-*, country headers are believed). */
export const FROM_WEB = { 'x-internal-proxy-secret': TEST_INTERNAL_PROXY_SECRET } as const;

export type AccountsTestApp = AppInstance & {
  dispose(): Promise<void>;
  /** Mail in the outbox for an address, newest first. */
  mailTo(to: string, kind?: string): Promise<OutboxRow[]>;
  /** A browser-like client with its own cookie jar (solving captchas unless told not to). */
  browser(options?: TestBrowserOptions): TestBrowser;
};

/**
 * An api on a fresh seeded database with the accounts module's timers off and no reply floor,
 * for `app.inject()` tests of the accounts endpoints.
 */
export async function buildAccountsTestApp(
  options: {
    config?: Partial<ApiConfig>;
    overrides?: AccountsOverrides;
    /** Other modules' test options (quiz answer limits). */
    quiz?: BuildAppOptions['quiz'];
  } = {},
): Promise<AccountsTestApp> {
  const handle = await createTestDb({ seed: true });
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      AUTH_SECRET: TEST_AUTH_SECRET,
      INTERNAL_PROXY_SECRET: TEST_INTERNAL_PROXY_SECRET,
      PUBLIC_WEB_ORIGIN: WEB_ORIGIN,
      ...options.config,
    },
    { db: handle.db, dbKind: handle.kind },
    {
      accounts: { mailRetryIntervalMs: 0, uniformReplyMs: 0, ...options.overrides },
      ...(options.quiz ? { quiz: options.quiz } : {}),
    },
  );
  await app.ready();
  const mail = createMailRepository(handle.db);
  return Object.assign(app, {
    dispose: async () => {
      await app.close();
      await handle.close();
    },
    mailTo: async (to: string, kind?: string) =>
      (await mail.listRecent(500)).filter((row) => row.to === to && (!kind || row.kind === kind)),
    browser: (browserOptions?: TestBrowserOptions) => new TestBrowser(app, browserOptions),
  });
}

/** The forms that carry a captcha token, and where their body holds it. */
const CAPTCHA_FORMS: Record<string, 'top' | 'tokens'> = {
  '/api/user/login': 'top',
  '/api/user/signup': 'tokens',
  '/api/user/forgot-password': 'tokens',
  '/api/user/resend-verification': 'tokens',
};

/**
 * Finds the counter of an ALTCHA SHA-256 challenge (cost 1): the first whose
 * SHA-256(salt || nonce || counter as uint32 big-endian) starts with the key prefix. Written
 * from the format, independently of altcha-lib (which the browser uses), and synchronous, so a
 * busy test machine solves in milliseconds what the async solver takes a second for.
 */
export function solveSha256Challenge(challenge: {
  parameters: { salt: string; nonce: string; keyPrefix: string; keyLength?: number };
}): { counter: number; derivedKey: string } {
  const { salt, nonce, keyPrefix } = challenge.parameters;
  const head = Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex')]);
  const input = Buffer.alloc(head.length + 4);
  head.copy(input);
  const prefix = Buffer.from(keyPrefix, 'hex');
  for (let counter = 0; counter <= 0xffffffff; counter += 1) {
    input.writeUInt32BE(counter, head.length);
    const key = createHash('sha256').update(input).digest();
    if (key.subarray(0, prefix.length).equals(prefix))
      return { counter, derivedKey: key.subarray(0, challenge.parameters.keyLength ?? 32).toString('hex') };
  }
  throw new Error('captcha challenge has no solution');
}

/**
 * Solves a captcha the way the web's forms do: fetches a challenge (for a login, the one that
 * account needs) and finds its counter. Returns the captcha token.
 */
export async function solveCaptcha(
  app: AppInstance,
  email?: string,
  remoteAddress?: string,
): Promise<string> {
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  const res = await app.inject({
    method: 'GET',
    url: `/api/captcha/challenge${query}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  // A hostile e-mail (a NUL byte, say) gets its challenge refused, as a browser's would be: the
  // form then goes without a solution and the endpoint answers with its own 4xx.
  if (res.statusCode >= 400 && res.statusCode < 500) return 'no-challenge-for-this-input';
  if (res.statusCode !== 200) throw new Error(`captcha challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json();
  const solution = solveSha256Challenge(challenge);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface TestBrowserOptions {
  /** Solve the captcha of the account forms when the body carries no token (default true). */
  solveCaptcha?: boolean;
}

/**
 * Keeps cookies between injected requests like a browser on the web origin would, and, like the
 * web's forms, solves the captcha of login, sign-up and the e-mail requests when the body has
 * no captcha or bypass token of its own.
 */
export class TestBrowser {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly app: AppInstance,
    private readonly options: TestBrowserOptions = {},
  ) {}

  private async withCaptcha(options: InjectOptions & { url: string }): Promise<InjectOptions['payload']> {
    const place = CAPTCHA_FORMS[options.url.split('?')[0] ?? ''];
    const payload = options.payload;
    if (!place || options.method !== 'POST' || this.options.solveCaptcha === false) return payload;
    if (!payload || typeof payload !== 'object' || Buffer.isBuffer(payload)) return payload;
    const body = payload as Record<string, unknown>;
    const holder = (place === 'top' ? body : (body.tokens ?? {})) as Record<string, unknown>;
    if (holder.captcha_token !== undefined || holder.bypass_token !== undefined) return payload;
    // A login asks for its account's challenge, as the web's form does (when the address is one).
    const email =
      place === 'top' && typeof body.email === 'string' && body.email.length <= 254 ? body.email : undefined;
    const remoteAddress = (options as { remoteAddress?: string }).remoteAddress;
    const token = await solveCaptcha(this.app, email, remoteAddress);
    return place === 'top'
      ? { ...body, captcha_token: token }
      : { ...body, tokens: { ...holder, captcha_token: token } };
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  get cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      origin: WEB_ORIGIN,
      ...(options.headers as Record<string, string>),
    };
    if (this.jar.size > 0) headers.cookie = this.cookieHeader;
    const payload = await this.withCaptcha(options);
    const response = await this.app.inject({ ...options, payload, headers } as InjectOptions);
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 ||
        cookie.value === '' ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, encodeURIComponent(cookie.value));
    }
    return response;
  }

  post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }
}

/** The first link in a mail's text that starts with the given path on the web origin. */
export function linkIn(mail: OutboxRow | undefined, path: string): string {
  const match = mail?.text.match(new RegExp(`${WEB_ORIGIN}${path}[^\\s]+`));
  if (!match) throw new Error(`No ${path} link in mail: ${mail?.text}`);
  return match[0];
}

/** Building an app migrates and seeds a fresh database: allow for a busy machine. */
export const APP_TIMEOUT_MS = 60_000;
