import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp, GOOD_CARD, newKey } from '../testing/billing-test-app';

type Order = Record<string, unknown>;

/** Quotes the order, pays it, and checks that the charge is exactly the quote. */
async function quoteThenPay(buyer: TestBrowser, type: string, order: Order) {
  const quote = await buyer.post(`/api/checkout/${type}/quote`, order);
  expect(quote.statusCode, quote.body).toBe(200);
  const paid = await buyer.post(`/api/checkout/${type}`, {
    ...order,
    idempotency_key: newKey(),
    card: GOOD_CARD,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const { transaction } = paid.json();
  expect({ amount: transaction.amount, currency: transaction.currency }).toEqual({
    amount: quote.json().amount,
    currency: quote.json().currency,
  });
  expect(transaction.discounts_info).toEqual(quote.json().discounts_info);
  return { quote: quote.json(), transaction };
}

describe('one quote, shown and charged', () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('a team of 3 seats is quoted and charged 3 x the seat price, not one seat', async () => {
    const buyer = await app.login('learner@example.com');
    const order = { plan: '200-12-6001', seats: 3, organization_name: 'Quote Co' };
    const { quote } = await quoteThenPay(buyer, 'team-subscription-buy', order);
    expect(quote).toMatchObject({ amount: 3 * 39_900, quantity: 3, needs_card: true });
  });

  it.each([
    ['subscription-buy', { plan: '200-12-6000', coupon: 'SAVE20' }, 'author@example.com'],
    [
      'subscription-gift',
      { plan: '300-12-6000', recipient_email: 'friend@example.com' },
      'author@example.com',
    ],
    ['course-purchase', { course_id: 'crs-modern-javascript', coupon: 'COURSE25' }, 'owner@example.com'],
    [
      'enterprise-subscription-buy',
      { plan: '300-12-6003', seats: 7, organization_name: 'Quote Enterprise', coupon: 'SAVE20' },
      'staff@learnbox.dev',
    ],
  ])('%s: the charge is the quote', async (type, order, email) => {
    await quoteThenPay(await app.login(email), type, order);
  });

  it('seats for an organization you administer: prorated quote equals the charge', async () => {
    const admin = await app.login('admin@example.com');
    const { quote } = await quoteThenPay(admin, 'enterprise-seats-purchase', {
      organization_id: 'org_acme',
      seats: 2,
    });
    expect(quote.quantity).toBe(2);
    expect(quote.discounts_info.map((line: { id: string }) => line.id)).toContain('proration');
  });

  it('quotes an order whose price-free fields are still empty; the charge names the missing field', async () => {
    const buyer = await app.login('subscriber@example.com');
    const quote = await buyer.post('/api/checkout/team-subscription-buy/quote', {
      plan: '300-12-6001',
      seats: 4,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().amount).toBe(4 * 49_900);
    const charge = await buyer.post('/api/checkout/team-subscription-buy', {
      plan: '300-12-6001',
      seats: 4,
      organization_name: '  ',
      idempotency_key: newKey(),
      card: GOOD_CARD,
    });
    expect(charge.statusCode).toBe(400);
    expect(charge.json().errors).toEqual({ organization_name: 'Enter the name of your team or company.' });
  });

  it('a charge for another total than the one shown is refused, and nothing is charged', async () => {
    const buyer = await app.login('owner@example.com');
    const order = { plan: '200-12-6001', seats: 2, organization_name: 'Shown Total Co' };
    const quote = (await buyer.post('/api/checkout/team-subscription-buy/quote', order)).json();
    const before = (await buyer.get('/api/transactions')).json().transactions.length;
    const stale = await buyer.post('/api/checkout/team-subscription-buy', {
      ...order,
      seats: 3,
      expected_amount: quote.amount,
      idempotency_key: newKey(),
      card: GOOD_CARD,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorText).toBe(
      'The total has changed since it was shown. Check the new total and pay again.',
    );
    expect((await buyer.get('/api/transactions')).json().transactions).toHaveLength(before);
    const paid = await buyer.post('/api/checkout/team-subscription-buy', {
      ...order,
      expected_amount: quote.amount,
      idempotency_key: newKey(),
      card: GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().transaction.amount).toBe(quote.amount);
  });

  it('a quote refuses what the charge refuses (seat range), and writes nothing', async () => {
    const buyer = await app.login('subscriber@example.com');
    const quote = await buyer.post('/api/checkout/team-subscription-buy/quote', {
      plan: '200-12-6001',
      seats: 99,
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().errors).toEqual({ seats: 'Choose between 2 and 25 seats.' });
    const anonymous = app.browser();
    expect(
      (await anonymous.post('/api/checkout/subscription-buy/quote', { plan: '200-1-6000' })).statusCode,
    ).toBe(401);
  });

  it('an admin buying a team named like one they administer is sent to add seats instead', async () => {
    const admin = await app.login('admin@example.com');
    const again = await admin.post('/api/checkout/enterprise-subscription-buy', {
      plan: '300-12-6003',
      seats: 5,
      organization_name: ' acme engineering ',
      idempotency_key: newKey(),
      card: GOOD_CARD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorText).toBe(
      'You already administer acme engineering. Add seats to it from your team page instead.',
    );
  });

  // The route table's checkoutType is any string; the api narrows it to the domain's 19 types
  // before the handler runs, so even a visitor who is not signed in is told the type is wrong.
  it.each(['/api/checkout/free-stuff', '/api/checkout/free-stuff/quote'])(
    '%s: an unknown checkout type is an invalid field (400), signed in or not',
    async (path) => {
      for (const visitor of [app.browser(), await app.login('learner@example.com')]) {
        const res = await visitor.post(path, { plan: '200-12-6000', idempotency_key: newKey() });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({
          errorText: 'Some fields of the params are missing or invalid.',
          errors: { checkoutType: 'Unknown checkout type.' },
        });
      }
    },
  );
});
