import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutScreen } from '../../../features/checkout/checkout-screen';
import {
  CHECKOUT_TYPE_LABELS,
  isCheckoutType,
  parseCheckoutQuery,
} from '../../../features/checkout/checkout-types';

type Params = Promise<{ checkoutType: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { checkoutType } = await params;
  return { title: isCheckoutType(checkoutType) ? CHECKOUT_TYPE_LABELS[checkoutType] : 'Checkout' };
}

export default async function CheckoutPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { checkoutType } = await params;
  // Only the checkout types of the spec exist; anything else is a page that is not there.
  if (!isCheckoutType(checkoutType)) notFound();
  return <CheckoutScreen checkoutType={checkoutType} {...parseCheckoutQuery(await searchParams)} />;
}
