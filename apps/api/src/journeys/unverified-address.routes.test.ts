import { collections, contentAuthors, eq, shots } from '@learnbox/db';
import { createTestDb } from '@learnbox/db/testing';
import { GIFT_VERIFY_FIRST_MESSAGE } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  APP_TIMEOUT_MS,
  linkIn,
  TEST_AUTH_SECRET,
  TestBrowser,
  WEB_ORIGIN,
} from '../modules/auth/testing/accounts-test-app';
import { GOOD_CARD, newKey } from '../modules/commerce/testing/billing-test-app';
import type { AppInstance } from '../platform/http/app-instance';
import { createMailRepository } from '../platform/mail/mail.repository';

const PASSWORD = 'a-long-password';
const TRAFFIC_PERCENT = 30;

/**
 * Issue 10: anyone can sign up with any address without verifying it, so until the address is
 * verified the account is an ordinary learner: not staff, not an author or draft viewer, not the
 * recipient of a gift. Once verified, the privileges apply from the next request. Sessions are
 * cached for a minute here, so the test also proves that verifying drops the cached session.
 */
describe('an unverified address proves nothing', { timeout: APP_TIMEOUT_MS }, () => {
  let app: AppInstance & { dispose(): Promise<void> };
  let outbox: ReturnType<typeof createMailRepository>;
  beforeAll(async () => {
    const handle = await createTestDb({ seed: true });
    const built = await buildApp(
      {
        LOG_LEVEL: 'silent',
        AUTH_SECRET: TEST_AUTH_SECRET,
        PUBLIC_WEB_ORIGIN: WEB_ORIGIN,
        EXECUTION_TOKEN_SECRET: 'execution-secret-execution-secret-0123',
        EXECUTION_TESTBOX_TRAFFIC_PERCENT: TRAFFIC_PERCENT,
      },
      { db: handle.db, dbKind: handle.kind },
      { accounts: { mailRetryIntervalMs: 0, uniformReplyMs: 0, cacheTtlMs: 60_000 } },
    );
    await built.ready();
    outbox = createMailRepository(handle.db);
    app = Object.assign(built, {
      dispose: async () => {
        await built.close();
        await handle.close();
      },
    });
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  const mailTo = async (to: string, kind: string) =>
    (await outbox.listRecent(500)).filter((row) => row.to === to && row.kind === kind);

  /** Signs up (unverified) in a fresh browser that stays logged in. */
  async function signUp(email: string): Promise<TestBrowser> {
    const browser = new TestBrowser(app);
    const res = await browser.post('/api/user/signup', { full_name: 'Claimant', email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect((await browser.get('/api/user/info')).json().verified).toBe(false);
    return browser;
  }

  /** Opens the mailed verification link, as the owner of the mailbox would. */
  async function verify(email: string): Promise<void> {
    const [mail] = await mailTo(email, 'verify-email');
    const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
    const res = await new TestBrowser(app).post('/api/user/verify-email', { token });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function login(email: string): Promise<TestBrowser> {
    const browser = new TestBrowser(app);
    const res = await browser.post('/api/user/login', { email, password: 'learnbox-demo' });
    expect(res.statusCode, res.body).toBe(200);
    return browser;
  }

  it('is not internal staff (user info, code-run traffic split) until the address is verified', async () => {
    const eve = await signUp('eve@learnbox.dev');
    const bought = await eve.post('/api/checkout/subscription-buy', {
      idempotency_key: newKey(),
      plan: '300-1-6000',
      card: GOOD_CARD,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await eve.get('/api/user/info')).json().is_internal_staff).toBe(false);
    const token = await eve.get('/api/code/authenticate');
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json().testbox_traffic_percent).toBe(0);

    await verify('eve@learnbox.dev');
    // The very next request of the same session sees the verified account.
    expect((await eve.get('/api/user/info')).json()).toMatchObject({
      verified: true,
      is_internal_staff: true,
    });
    expect((await eve.get('/api/code/authenticate')).json().testbox_traffic_percent).toBe(TRAFFIC_PERCENT);
  });

  it('is not a draft viewer of a shot or a course until verified', async () => {
    await app.deps.db
      .update(shots)
      .set({ draftViewers: ['Reviewer@Example.com'] })
      .where(eq(shots.id, 'shot-git-worktrees'));
    await app.deps.db
      .update(collections)
      .set({ status: 'draft', draftViewers: ['reviewer@example.com'] })
      .where(eq(collections.slug, 'bash-essentials'));
    const shotUrl = '/api/edpresso/shot/url/answers/git-worktrees';
    const courseUrl = '/api/collection/bash-essentials';
    const lessonUrl = '/api/collection/bash-essentials/page/loops';

    const reviewer = await signUp('reviewer@example.com');
    expect((await reviewer.get(shotUrl)).statusCode).toBe(404);
    expect((await reviewer.get(courseUrl)).statusCode).toBe(404);
    expect((await reviewer.get(lessonUrl)).statusCode).toBe(404);

    await verify('reviewer@example.com');
    expect((await reviewer.get(shotUrl)).statusCode).toBe(200);
    expect((await reviewer.get(courseUrl)).statusCode).toBe(200);
    expect((await reviewer.get(lessonUrl)).statusCode).toBe(200);
  });

  it('is not the author of a shot until verified', async () => {
    const [shot] = await app.deps.db.select().from(shots).where(eq(shots.id, 'shot-git-worktrees'));
    await app.deps.db
      .update(contentAuthors)
      .set({ email: 'writer@example.com' })
      .where(eq(contentAuthors.id, shot?.authorId ?? ''));
    const props = '/api/edpresso/shot/shot-git-worktrees/props?status=draft';

    const writer = await signUp('writer@example.com');
    expect((await writer.get('/api/edpresso/shot/url/answers/git-worktrees')).statusCode).toBe(404);
    expect((await writer.get(props)).statusCode).toBe(404);

    await verify('writer@example.com');
    expect((await writer.get(props)).statusCode).toBe(200);
  });

  it('neither sees nor redeems a gift sent to its address until verified', async () => {
    const buyer = await login('subscriber@example.com');
    const gift = await buyer.post('/api/checkout/subscription-gift', {
      idempotency_key: newKey(),
      plan: '200-12-6000',
      recipient_email: 'giftee@example.com',
      card: GOOD_CARD,
    });
    expect(gift.statusCode, gift.body).toBe(200);
    const [mail] = await mailTo('giftee@example.com', 'gift');
    const code = mail?.text.match(/code=(GIFT-[A-F0-9]+)/)?.[1] as string;
    expect(code).toBeTruthy();

    const claimant = await signUp('giftee@example.com');
    expect((await claimant.get('/api/user/credit-on-gift-info')).json()).toEqual({
      has_credit: false,
      gifts: [],
    });
    const refused = await claimant.post('/api/gift/redeem', { code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorText).toBe(GIFT_VERIFY_FIRST_MESSAGE);
    expect((await claimant.get('/api/user/info')).json().is_user_subscribed).toBe(false);

    await verify('giftee@example.com');
    expect((await claimant.get('/api/user/credit-on-gift-info')).json()).toMatchObject({
      has_credit: true,
      gifts: [{ code }],
    });
    const redeemed = await claimant.post('/api/gift/redeem', { code });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
  });
});
