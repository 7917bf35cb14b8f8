import { DomainError, STATUS, TRANSACTION_NOT_FOUND_MESSAGE } from '@learnbox/domain';
import type { Commerce } from '../compose';
import { toTransactionView } from '../views/transaction-view';

/** What this use case works with. */
export type ViewTransactionsDeps = Pick<Commerce, 'transactions' | 'gifts'>;

/** The buyer's transactions, newest first; a gift shows the code it sent. */
export async function listTransactions(ctx: ViewTransactionsDeps, userId: string) {
  const rows = await ctx.transactions.transactionsOf(userId);
  return Promise.all(
    rows.map(async (txn) => {
      const gift =
        txn.checkoutType === 'subscription-gift' ? await ctx.gifts.giftByTransaction(txn.id) : null;
      return toTransactionView(txn, { giftCode: gift?.code ?? null });
    }),
  );
}

/** Some of the buyer's own transactions by id. */
export async function getOwnTransactions(ctx: ViewTransactionsDeps, userId: string, ids: string[]) {
  const found = [];
  for (const id of ids) {
    const txn = await ctx.transactions.getTransaction(id);
    // Another user's transaction is reported exactly like a missing one.
    if (!txn || txn.userId !== userId) throw new DomainError(TRANSACTION_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
    found.push(toTransactionView(txn));
  }
  return found;
}
