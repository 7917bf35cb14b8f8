import type { Transaction } from '@learnbox/contracts';
import { isCheckoutType, planLabel } from '@learnbox/domain';
import { CHECKOUT_TYPE_LABELS } from './checkout-types';

const STATUS_WORDS: Record<Transaction['status'], string> = {
  charging: 'Processing',
  fulfilling: 'Processing',
  succeeded: 'Paid',
  failed: 'Failed',
};

/** What a transaction bought, in words: never a checkout type or a plan code. */
export function describeTransaction(txn: Transaction): string {
  if (txn.description) return txn.description;
  const kind = isCheckoutType(txn.checkout_type) ? CHECKOUT_TYPE_LABELS[txn.checkout_type] : 'Purchase';
  return txn.plan_code ? `${kind}: ${planLabel(txn.plan_code)}` : kind;
}

export const transactionStatusWord = (status: Transaction['status']) => STATUS_WORDS[status];

/** 'github_discount' -> 'GitHub discount'; line items are named by id in the api. */
export function discountLabel(id: string): string {
  const words = id.replace(/_/g, ' ').replace(/\bgithub\b/i, 'GitHub');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
