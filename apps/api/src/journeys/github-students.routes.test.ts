import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accounts, eq, githubStudents, users } from '@learnbox/db';
import { createTestDb } from '@learnbox/db/testing';
import { GROWTH_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createGithubEducation } from '../modules/analytics';
import {
  APP_TIMEOUT_MS,
  TEST_AUTH_SECRET,
  TEST_INTERNAL_PROXY_SECRET,
  TestBrowser,
  WEB_ORIGIN,
} from '../modules/auth/testing/accounts-test-app';

/** Tokens the fake GitHub knows: login and whether GitHub Education calls it a student. */
const TOKENS: Record<string, { login: string; student: boolean }> = {
  'tok-student': { login: 'ada-student', student: true },
  'tok-graduate': { login: 'old-grad', student: false },
  'tok-same-student': { login: 'ada-student', student: true },
};

/** A local server answering GitHub's GET /user and GitHub Education's GET /api/user. */
async function fakeGithub(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const account = TOKENS[token];
    response.setHeader('content-type', 'application/json');
    if (!account) {
      response.writeHead(401).end('{"message":"Bad credentials"}');
      return;
    }
    if (request.url === '/user') response.end(JSON.stringify({ login: account.login, id: 1 }));
    else if (request.url === '/api/user')
      response.end(JSON.stringify({ student: account.student, faculty: false }));
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('GitHub students (/github-students)', { timeout: APP_TIMEOUT_MS }, () => {
  let github: Awaited<ReturnType<typeof fakeGithub>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    github = await fakeGithub();
    const handle = await createTestDb({ seed: true });
    app = await buildApp(
      {
        LOG_LEVEL: 'silent',
        AUTH_SECRET: TEST_AUTH_SECRET,
        INTERNAL_PROXY_SECRET: TEST_INTERNAL_PROXY_SECRET,
        PUBLIC_WEB_ORIGIN: WEB_ORIGIN,
      },
      { db: handle.db, dbKind: handle.kind },
      {
        accounts: { mailRetryIntervalMs: 0, uniformReplyMs: 0, cacheTtlMs: 0 },
        analytics: { github: createGithubEducation({ apiUrl: github.origin, educationUrl: github.origin }) },
      },
    );
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
  }, APP_TIMEOUT_MS);
  afterAll(async () => {
    await close();
    await new Promise((resolve) => github.server.close(resolve));
  });

  it('needs a session and a linked GitHub account', async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.post('/api/github-students/verify')).statusCode).toBe(401);
  });

  it('verifies a student, sets the github-scholar banner type, and refuses the rest', async () => {
    const browser = new TestBrowser(app);
    const signed = await browser.post('/api/user/signup', {
      full_name: 'Ada Student',
      email: 'ada.student@example.com',
      password: 'a-long-enough-password',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const [user] = await app.deps.db.select().from(users).where(eq(users.email, 'ada.student@example.com'));
    const userId = user?.id as string;

    const none = await browser.post('/api/github-students/verify');
    expect(none.statusCode).toBe(400);
    expect(none.json().errorText).toBe(GROWTH_MESSAGES.GITHUB_CONNECT_FIRST);

    const link = (token: string) =>
      app.deps.db.insert(accounts).values({
        id: `acc-gh-${userId}`,
        accountId: `gh-${userId}`,
        providerId: 'github',
        userId,
        accessToken: token,
      });
    await link('tok-graduate');
    const graduate = await browser.post('/api/github-students/verify');
    expect(graduate.statusCode).toBe(400);
    expect(graduate.json().errorText).toBe(GROWTH_MESSAGES.GITHUB_NOT_STUDENT);

    await app.deps.db
      .update(accounts)
      .set({ accessToken: 'tok-revoked' })
      .where(eq(accounts.id, `acc-gh-${userId}`));
    expect((await browser.post('/api/github-students/verify')).json().errorText).toBe(
      GROWTH_MESSAGES.GITHUB_CONNECT_FIRST,
    );

    await app.deps.db
      .update(accounts)
      .set({ accessToken: 'tok-student' })
      .where(eq(accounts.id, `acc-gh-${userId}`));
    const verified = await browser.post('/api/github-students/verify');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      github_login: 'ada-student',
      message: GROWTH_MESSAGES.GITHUB_VERIFIED,
    });
    const [student] = await app.deps.db
      .select()
      .from(githubStudents)
      .where(eq(githubStudents.userId, userId));
    expect(student?.githubLogin).toBe('ada-student');

    const info = (await browser.get('/api/user/info')).json();
    expect(info.bannerDetails.subscription_promo).toMatchObject({
      customer_type: 'github-scholar',
      variant: 'current',
    });

    // The same GitHub account cannot make a second Learnbox account a scholar.
    const other = new TestBrowser(app);
    await other.post('/api/user/signup', {
      full_name: 'Bea Other',
      email: 'bea.other@example.com',
      password: 'a-long-enough-password',
    });
    const [bea] = await app.deps.db.select().from(users).where(eq(users.email, 'bea.other@example.com'));
    await app.deps.db.insert(accounts).values({
      id: `acc-gh-${bea?.id}`,
      accountId: `gh2-${bea?.id}`,
      providerId: 'github',
      userId: bea?.id as string,
      accessToken: 'tok-same-student',
    });
    const taken = await other.post('/api/github-students/verify');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorText).toBe(GROWTH_MESSAGES.GITHUB_ALREADY_USED);
  });
});
