import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CODE_RULES } from '../auth';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { type BillingTestApp, buildBillingTestApp } from '../billing/testing/billing-test-app';

const check = (code: string) => `/api/coupon/subscription/200-12-6000/${code}`;

// Coupon codes are words (SAVE20): the check, the site check, the course check and a checkout
// quote all say whether a code exists, so wrong guesses are bounded like gift codes.
describe('guessing coupon codes', { timeout: 120_000 }, () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('one account gets a bounded number of wrong codes, then 429 with Retry-After; others are not affected', async () => {
    const guesser = await app.login('learner@example.com');
    for (let i = 0; i < WRONG_CODE_RULES.perAccount.max; i++) {
      const wrong = await guesser.get(check(`NOPE${i}`));
      expect(wrong.statusCode, wrong.body).toBe(404);
    }
    const limited = await guesser.get(check('SAVE20'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The quote is the same oracle: also refused while the budget is spent.
    const quote = await guesser.post('/api/checkout/subscription-buy/quote', {
      plan: '200-12-6000',
      coupon: 'X1',
    });
    expect(quote.statusCode).toBe(429);

    const honest = await app.login('author@example.com');
    const right = await honest.get(check('SAVE20'));
    expect(right.statusCode, right.body).toBe(200);
  });

  it('right codes never count against anyone', async () => {
    const buyer = await app.login('owner@example.com');
    for (let i = 0; i < WRONG_CODE_RULES.perAccount.max + 5; i++)
      expect((await buyer.get(check('SAVE20'))).statusCode).toBe(200);
  });
});
