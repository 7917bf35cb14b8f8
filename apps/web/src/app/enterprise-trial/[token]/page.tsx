import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// A token link is personal: keep it out of search engines. User info is not loaded here
// (skipsUserInfoAtStartup, spec section 2); until the
// flow that checks the token is built (issue 16), the address is honestly not there.
export const metadata: Metadata = { title: 'Enterprise trial', robots: { index: false } };

export default function EnterpriseTrialPage() {
  notFound();
}
