import type { Metadata } from 'next';
import { safeReturnUrl } from '../../features/auth/auth-routes';
import { LoginScreen } from '../../features/auth/login-screen';

export const metadata: Metadata = { title: 'Log in' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { returnUrl } = await searchParams;
  return <LoginScreen returnUrl={safeReturnUrl(returnUrl)} />;
}
