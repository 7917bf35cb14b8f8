import { expect } from 'vitest';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  type TestBrowser,
} from '../../auth/testing/accounts-test-app';

/** Password of the seeded demo accounts (packages/db demo-users.seed.ts). */
export const DEMO_PASSWORD = 'learnbox-demo';

export type ContentTestApp = AccountsTestApp & {
  /** A browser logged in as a seeded demo user (subscriber@example.com, owner@example.com...). */
  as(email: string): Promise<TestBrowser>;
};

/** An api on a fresh seeded database (demo users, seed content, entitlements). */
export async function buildContentTestApp(
  options: Parameters<typeof buildAccountsTestApp>[0] = {},
): Promise<ContentTestApp> {
  const app = await buildAccountsTestApp(options);
  return Object.assign(app, {
    async as(email: string) {
      const browser = app.browser();
      const res = await browser.post('/api/user/login', { email, password: DEMO_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      return browser;
    },
  });
}
