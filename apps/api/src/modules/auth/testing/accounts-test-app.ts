import { createTestDb } from '@learnbox/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../app';
import type { ApiConfig } from '../../../config/env';
import type { AppInstance } from '../../../http/app-instance';
import { createMailRepository, type OutboxRow } from '../../mail/mail.repository';
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
  /** A browser-like client with its own cookie jar. */
  browser(): TestBrowser;
};

/**
 * An api on a fresh seeded database with the accounts module's timers off and no reply floor,
 * for `app.inject()` tests of the accounts endpoints.
 */
export async function buildAccountsTestApp(
  options: { config?: Partial<ApiConfig>; overrides?: AccountsOverrides } = {},
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
    { accounts: { mailRetryIntervalMs: 0, uniformReplyMs: 0, ...options.overrides } },
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
    browser: () => new TestBrowser(app),
  });
}

/** Keeps cookies between injected requests like a browser on the web origin would. */
export class TestBrowser {
  readonly jar = new Map<string, string>();

  constructor(private readonly app: AppInstance) {}

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
    const response = await this.app.inject({ ...options, headers });
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
