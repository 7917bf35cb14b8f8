import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('upskill');

/** /upskill: the marketing page with slug upskill (seeded; staff edit it in /staff/marketing). */
export default function UpskillPage() {
  return <MarketingRoute slug="upskill" />;
}
