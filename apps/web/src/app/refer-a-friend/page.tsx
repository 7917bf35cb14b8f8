import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('refer-a-friend');

/** /refer-a-friend: the marketing page with slug refer-a-friend (seeded; staff edit it in /staff/marketing). */
export default function ReferAFriendPage() {
  return <MarketingRoute slug="refer-a-friend" />;
}
