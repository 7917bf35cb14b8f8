import type { Metadata } from 'next';
import { EntryScreen } from '../../../features/enterprise-entry/entry-screen';
import { linkToken } from '../../../features/enterprise-entry/link-token';

// A token link is personal: keep it out of search engines. User info is not loaded here
// (skipsUserInfoAtStartup, spec section 2): the link's lookup says who is logged in.
export const metadata: Metadata = { title: 'Join your organization', robots: { index: false } };

type Params = Promise<{ token: string }>;

export default async function EnterpriseSignupPage({ params }: { params: Params }) {
  const { token } = await params;
  return <EntryScreen token={linkToken(token)} kind="signup" />;
}
