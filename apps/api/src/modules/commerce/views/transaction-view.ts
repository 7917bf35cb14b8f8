import type { Transaction } from '@learnbox/contracts';
import type { TransactionRow } from '../repositories/transactions.repository';
import { invoiceNumber } from '../use-cases/send-receipt';

/** The transaction shape of the contract (what /transactions lists). */
export function toTransactionView(
  txn: TransactionRow,
  extra: { giftCode?: string | null } = {},
): Transaction {
  return {
    transaction_id: txn.id,
    checkout_type: txn.checkoutType,
    description: typeof txn.details.description === 'string' ? txn.details.description : null,
    status: txn.status as Transaction['status'],
    amount: txn.amountCents,
    currency: txn.currency,
    plan_code: txn.planCode,
    course_id: txn.courseId,
    coupon_code: txn.couponCode,
    discounts_info: txn.discountsInfo,
    failure_reason: txn.failureReason,
    card_last4: txn.cardLast4,
    subscription_id: txn.subscriptionId,
    invoice_number: invoiceNumber(txn),
    created_at: txn.createdAt.toISOString(),
    gift_code: extra.giftCode ?? null,
    organization_id: typeof txn.details.organizationId === 'string' ? txn.details.organizationId : null,
  };
}
