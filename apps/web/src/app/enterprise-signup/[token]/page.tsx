import type { Metadata } from 'next';
import { TokenEntryScreen } from '../../../features/enterprise/token-entry-screen';

// A token link is personal: keep it out of search engines. User info is not loaded here
// (skipsUserInfoAtStartup, spec section 2); the screen that checks the token comes later.
export const metadata: Metadata = { title: 'Join your organization', robots: { index: false } };

export default function EnterpriseSignupPage() {
  return <TokenEntryScreen entry="enterprise-signup" />;
}
