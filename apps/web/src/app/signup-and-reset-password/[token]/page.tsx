import type { Metadata } from 'next';
import { SetPasswordScreen } from '../../../features/auth/set-password-screen';
import { InvitationSignupScreen } from '../../../features/enterprise-entry/invitation-signup-screen';
import { linkToken } from '../../../features/enterprise-entry/link-token';

// A token link is personal: keep it out of search engines. User info is not loaded here
// (skipsUserInfoAtStartup, spec section 2).
export const metadata: Metadata = { title: 'Set your password', robots: { index: false } };

type Params = Promise<{ token: string }>;
type Search = Promise<{ invitation?: string | string[] }>;

/** A password link, or (with ?invitation=1) an invitation to an address without an account. */
export default async function SignupAndResetPasswordPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Search;
}) {
  const { token } = await params;
  const { invitation } = await searchParams;
  if (invitation === '1') return <InvitationSignupScreen token={linkToken(token)} />;
  return <SetPasswordScreen token={linkToken(token)} />;
}
