import { apiRefs } from '@learnbox/contracts/route-refs';
import { isLoopbackHost } from '@learnbox/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getWebEnv } from '../../../config/env';
import { serverApi } from '../../../features/api-client/server-api';
import { MailboxScreen } from '../../../features/mailbox/mailbox-screen';

export const metadata: Metadata = { title: 'Mailbox', robots: { index: false } };

/**
 * The mailbox shows every account's mail (reset links included), so the page exists only where
 * the api serves it (a loopback-only set-up, see isDevMailboxOn) and this web listens on loopback
 * too; anywhere else it is a page that is not there.
 */
export default async function DevMailboxPage() {
  if (!isLoopbackHost(getWebEnv().host)) notFound();
  const served = await serverApi.call(apiRefs.system.devMailbox);
  if (!served.ok) notFound();
  return <MailboxScreen />;
}
