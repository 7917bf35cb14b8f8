import type { Metadata } from 'next';
import { VerifyEmailScreen } from '../../features/auth/verify-email-screen';

export const metadata: Metadata = { title: 'Verify your e-mail', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return <VerifyEmailScreen token={typeof token === 'string' ? token : null} />;
}
