import type { Metadata } from 'next';
import { TokenEntryScreen } from '../../../features/enterprise/token-entry-screen';

// A token link is personal: keep it out of search engines. User info is not loaded here
// (skipsUserInfoAtStartup, spec section 2); the screen that checks the token comes later.
export const metadata: Metadata = { title: 'Enterprise trial', robots: { index: false } };

export default function EnterpriseTrialPage() {
  return <TokenEntryScreen entry="enterprise-trial" />;
}
