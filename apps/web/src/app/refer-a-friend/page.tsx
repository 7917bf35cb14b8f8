import type { Metadata } from 'next';
import { ReferAFriend } from '../../features/growth/refer-a-friend';
import { PageContainer, PageIntro } from '../../features/page-intro/page-intro';

export const metadata: Metadata = { title: 'Refer a friend' };

export default function ReferAFriendPage() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Refer a friend" title="Learn together, both save" />
      <ReferAFriend />
    </PageContainer>
  );
}
