import { billingSubscriptions, billingTestCharges, billingTransactions, eq } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../../auth/testing/accounts-test-app';
import { startBillingJobs } from '../jobs/commerce-jobs';
import { createTestProcessor } from '../processors/test-processor';
import { createTestChargesRepository } from '../repositories/test-charges.repository';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../testing/billing-test-app';
import { reconcileTransactions } from '../use-cases/reconcile-transactions';

describe('money safety: idempotency, seats, reconciliation', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('the same idempotency key sent 20 times in parallel charges once and creates one subscription', async () => {
    const browser = await app.login('learner@example.com');
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser.post('/api/checkout/subscription-buy', {
          idempotency_key: key,
          plan: '300-12-6000',
          card: GOOD_CARD,
        }),
      ),
    );
    expect(replies.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(replies.map((res) => res.json().transaction.transaction_id));
    expect(ids.size).toBe(1);
    const charges = await app.deps.db.select().from(billingTestCharges);
    expect(charges).toHaveLength(1);
    const subs = await app.deps.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, 'usr_demo_learner'));
    expect(subs).toHaveLength(1);
    const user = (await browser.get('/api/user/info')).json();
    expect(user).toMatchObject({
      is_premium_user: true,
      is_premium_plus_user: false,
      subscription_feature_type: 'PREMIUM',
    });
    // A later retry with the key gets the same answer, still one charge.
    const retry = await browser.post('/api/checkout/subscription-buy', {
      idempotency_key: key,
      plan: '300-12-6000',
      card: GOOD_CARD,
    });
    expect(retry.json().transaction.transaction_id).toBe([...ids][0]);
    expect(await app.deps.db.select().from(billingTestCharges)).toHaveLength(1);
  });

  it('20 parallel seat purchases never oversell (max 25 seats, 10 bought)', async () => {
    const admin = await app.login('author@example.com');
    const team = await admin.post('/api/checkout/team-subscription-buy', {
      idempotency_key: newKey(),
      plan: '200-12-6001',
      seats: 10,
      organization_name: 'Seat Testers',
      card: GOOD_CARD,
    });
    expect(team.statusCode, team.body).toBe(200);
    const organizationId = team.json().transaction.organization_id;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.post('/api/checkout/team-subscription-seats-purchase', {
          idempotency_key: newKey(),
          organization_id: organizationId,
          seats: 1,
          card: GOOD_CARD,
        }),
      ),
    );
    const ok = replies.filter((res) => res.statusCode === 200);
    const refused = replies.filter((res) => res.statusCode === 400);
    expect(ok).toHaveLength(15);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().errorText).toMatch(/no seats left|more seats can be added/);
    const [sub] = await app.deps.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.organizationId, organizationId));
    expect(sub?.seats).toBe(25);
    const seatCharges = (await app.deps.db.select().from(billingTestCharges)).filter(
      (charge) => charge.status === 'succeeded',
    );
    expect(seatCharges).toHaveLength(1 + 1 + 15);
  });

  it('a process killed between charge and completion is settled by reconciliation on the next start', async () => {
    const processor = createTestProcessor(createTestChargesRepository(app.deps.db));
    const card = await processor.prepareCard(GOOD_CARD);
    // The crashed process: row written 'charging', charge made at the processor, never completed.
    // Its rows are from before this start: written "now", a row can carry the database's clock in
    // microseconds past the job's millisecond cut-off and wait for the next pass.
    const crashedAt = new Date(Date.now() - 5_000);
    const paid = { id: 'txn_crashed_paid', key: newKey() };
    const unpaid = { id: 'txn_crashed_unpaid', key: newKey() };
    for (const row of [paid, unpaid]) {
      await app.deps.db.insert(billingTransactions).values({
        createdAt: crashedAt,
        id: row.id,
        userId: 'usr_demo_member',
        idempotencyKey: row.key,
        checkoutType: 'subscription-buy',
        planCode: '400-12-6000',
        status: 'charging',
        amountCents: 42_480,
        processor: 'test',
        details: {},
      });
    }
    await processor.charge({
      amountCents: 42_480,
      currency: 'USD',
      idempotencyKey: paid.id,
      card,
      description: 'crash',
    });
    // The next start: main.ts runs the billing jobs once before serving (PGlite: every unsettled row).
    await startBillingJobs(app.commerce, app.log, { settleAfterMsAtStart: 0 });
    const member = await app.login('member@example.com');
    const list = (await member.get('/api/transactions')).json().transactions;
    expect(list.find((txn: { transaction_id: string }) => txn.transaction_id === paid.id).status).toBe(
      'succeeded',
    );
    expect(list.find((txn: { transaction_id: string }) => txn.transaction_id === unpaid.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'The payment was not completed.',
    });
    expect((await member.get('/api/user/info')).json()).toMatchObject({
      is_premium_plus_user: true,
      is_user_subscribed: true,
    });
    // The client retrying its key now gets the settled answer; running the job again changes nothing.
    const retry = await member.post('/api/checkout/subscription-buy', {
      idempotency_key: paid.key,
      plan: '400-12-6000',
      card: GOOD_CARD,
    });
    expect(retry.json().transaction.transaction_id).toBe(paid.id);
    const both = await member.get(`/api/get-subscription-transaction/${paid.id}/${unpaid.id}`);
    expect(both.json().transactions.map((txn: { status: string }) => txn.status)).toEqual([
      'succeeded',
      'failed',
    ]);
    const learnerTxn = (await (await app.login('learner@example.com')).get('/api/transactions')).json()
      .transactions[0];
    expect(
      (await member.get(`/api/get-subscription-transaction/${paid.id}/${learnerTxn.transaction_id}`))
        .statusCode,
    ).toBe(404);
    expect(await reconcileTransactions(app.commerce, 0)).toEqual({ completed: 0, failed: 0 });
  });
});
