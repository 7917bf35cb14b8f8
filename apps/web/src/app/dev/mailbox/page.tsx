import type { Metadata } from 'next';
import { MailboxScreen } from '../../../features/mailbox/mailbox-screen';

export const metadata: Metadata = { title: 'Mailbox', robots: { index: false } };

export default function DevMailboxPage() {
  return <MailboxScreen />;
}
