import type { Metadata } from 'next';
import { RedeemGift } from '../../../features/billing/redeem-gift';

export const metadata: Metadata = { title: 'Redeem your gift' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function RedeemGiftPage({ searchParams }: { searchParams: SearchParams }) {
  const search = await searchParams;
  const code = Array.isArray(search.code) ? search.code[0] : search.code;
  return <RedeemGift initialCode={code ?? ''} />;
}
