import { formatMoney } from '@learnbox/domain';
import type { Commerce } from '../compose';
import type { TransactionRow } from '../repositories/transactions.repository';

/** What this use case works with. */
export type SendReceiptDeps = Pick<Commerce, 'customers' | 'sendMail' | 'webOrigin'>;

/** Invoice number shown on /transactions and in the receipt: stable, derived from the row id. */
export function invoiceNumber(txn: Pick<TransactionRow, 'id' | 'createdAt'>): string {
  const date = txn.createdAt.toISOString().slice(0, 10).replace(/-/g, '');
  return `INV-${date}-${txn.id.replace(/^txn_/, '').slice(0, 8).toUpperCase()}`;
}

/** The receipt e-mail, through the mail outbox; a mail failure never undoes a payment. */
export async function sendReceipt(ctx: SendReceiptDeps, txn: TransactionRow): Promise<void> {
  const user = await ctx.customers.getUser(txn.userId);
  if (!user) return;
  const what = String(txn.details.description ?? txn.checkoutType);
  try {
    await ctx.sendMail({
      to: user.email,
      kind: 'receipt',
      subject: `Your Learnbox receipt ${invoiceNumber(txn)}`,
      text: [
        `Hi ${user.name},`,
        '',
        `Thank you for your purchase: ${what}.`,
        `Amount: ${formatMoney(txn.amountCents, txn.currency)}${txn.cardLast4 ? ` (card ending ${txn.cardLast4})` : ''}`,
        `Invoice: ${invoiceNumber(txn)}`,
        '',
        `Your transactions: ${ctx.webOrigin}/transactions`,
      ].join('\n'),
    });
  } catch {
    // The outbox keeps the mail for retry; the purchase itself is done.
  }
}
