import type { Metadata } from 'next';
import { SetPasswordScreen } from '../../../features/auth/set-password-screen';

// A token link is personal: keep it out of search engines. User info is not loaded here
// (skipsUserInfoAtStartup, spec section 2).
export const metadata: Metadata = { title: 'Set your password', robots: { index: false } };

type Params = Promise<{ token: string }>;

export default async function SignupAndResetPasswordPage({ params }: { params: Params }) {
  const { token } = await params;
  return <SetPasswordScreen token={decodeURIComponent(token)} />;
}
