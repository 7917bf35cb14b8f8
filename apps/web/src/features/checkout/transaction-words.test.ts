import type { Transaction } from '@learnbox/contracts';
import { describe, expect, it } from 'vitest';
import { describeTransaction, discountLabel, transactionStatusWord } from './transaction-words';

const txn = (fields: Partial<Transaction>): Transaction => ({
  transaction_id: 't',
  checkout_type: 'subscription-buy',
  status: 'succeeded',
  amount: 2900,
  currency: 'USD',
  plan_code: '200-1-6000',
  course_id: null,
  coupon_code: null,
  discounts_info: [],
  failure_reason: null,
  card_last4: null,
  subscription_id: null,
  invoice_number: 'INV-1',
  created_at: new Date(0).toISOString(),
  ...fields,
});

describe('transaction words', () => {
  it('never shows a checkout type or a plan code', () => {
    const text = describeTransaction(txn({ description: null }));
    expect(text).toBe('Buy a subscription: Standard, monthly');
    expect(text).not.toMatch(/subscription-buy|200-1-6000/);
  });
  it("prefers the api's own description", () => {
    expect(describeTransaction(txn({ description: 'Standard, monthly' }))).toBe('Standard, monthly');
  });
  it('names statuses and discounts', () => {
    expect(transactionStatusWord('succeeded')).toBe('Paid');
    expect(discountLabel('github_discount')).toBe('GitHub discount');
    expect(discountLabel('proration_credit')).toBe('Proration credit');
  });
});
