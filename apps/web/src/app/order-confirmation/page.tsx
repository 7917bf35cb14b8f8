import type { Metadata } from 'next';
import { OrderConfirmation } from '../../features/checkout/order-confirmation';

export const metadata: Metadata = { title: 'Order confirmation' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function OrderConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  const search = await searchParams;
  const id = Array.isArray(search.transaction_id) ? search.transaction_id[0] : search.transaction_id;
  return <OrderConfirmation transactionId={id ?? null} />;
}
