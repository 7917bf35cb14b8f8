import { randomUUID } from 'node:crypto';
import { createTestDb } from '@learnbox/db/testing';
import { expect } from 'vitest';
import { buildApp } from '../../../app';
import type { ApiConfig } from '../../../platform/config/env';
import type { AppInstance } from '../../../platform/http/app-instance';
import { createMailRepository, type OutboxRow } from '../../../platform/mail/mail.repository';
import type { AccountsOverrides } from '../../auth';
import {
  TEST_AUTH_SECRET,
  TEST_INTERNAL_PROXY_SECRET,
  TestBrowser,
  WEB_ORIGIN,
} from '../../auth/testing/accounts-test-app';
import type { CommerceOptions } from '../compose';

export const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
export const NSF_CARD = { ...GOOD_CARD, number: '4000 0000 0000 9995' };
/** Another card that succeeds (Mastercard test number), for the trial card-reuse rule. */
export const OTHER_GOOD_CARD = { ...GOOD_CARD, number: '5555 5555 5555 4444' };

export type BillingTestApp = AppInstance & {
  dispose(): Promise<void>;
  browser(): TestBrowser;
  /** A browser logged in as a demo user (password learnbox-demo). */
  login(email: string): Promise<TestBrowser>;
  mailTo(to: string, kind?: string): Promise<OutboxRow[]>;
  /** Moves the billing clock (jobs, expiry) by this many days. */
  travel(days: number): void;
};

/** A fresh idempotency key. */
export const newKey = () => `key-${randomUUID()}`;

/** An api on a fresh seeded database with a movable billing clock, for checkout tests. */
export async function buildBillingTestApp(
  config: Partial<ApiConfig> = {},
  overrides: { accounts?: AccountsOverrides; billing?: Omit<CommerceOptions, 'now'> } = {},
): Promise<BillingTestApp> {
  const handle = await createTestDb({ seed: true });
  let offsetMs = 0;
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      AUTH_SECRET: TEST_AUTH_SECRET,
      INTERNAL_PROXY_SECRET: TEST_INTERNAL_PROXY_SECRET,
      PUBLIC_WEB_ORIGIN: WEB_ORIGIN,
      ...config,
    },
    { db: handle.db, dbKind: handle.kind },
    {
      accounts: { mailRetryIntervalMs: 0, uniformReplyMs: 0, cacheTtlMs: 0, ...overrides.accounts },
      billing: { ...overrides.billing, now: () => new Date(Date.now() + offsetMs) },
    },
  );
  await app.ready();
  const mail = createMailRepository(handle.db);
  return Object.assign(app, {
    dispose: async () => {
      await app.close();
      await handle.close();
    },
    browser: () => new TestBrowser(app),
    login: async (email: string) => {
      const browser = new TestBrowser(app);
      const res = await browser.post('/api/user/login', { email, password: 'learnbox-demo' });
      expect(res.statusCode, res.body).toBe(200);
      return browser;
    },
    mailTo: async (to: string, kind?: string) =>
      (await mail.listRecent(500)).filter((row) => row.to === to && (!kind || row.kind === kind)),
    travel: (days: number) => {
      offsetMs += days * 24 * 3600 * 1000;
    },
  });
}
