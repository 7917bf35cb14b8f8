import type { Metadata } from 'next';
import { TeamScreen } from '../../features/team/team-screen';

export const metadata: Metadata = { title: 'Manage your team', robots: { index: false } };

export default function EnterpriseDashboardPage() {
  return <TeamScreen />;
}
