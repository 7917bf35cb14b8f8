import type { Metadata } from 'next';
import { JoinTeamScreen } from '../../features/team/join-team-screen';

export const metadata: Metadata = { title: 'Join a team', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function JoinTeamPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return <JoinTeamScreen token={typeof token === 'string' ? token : null} />;
}
