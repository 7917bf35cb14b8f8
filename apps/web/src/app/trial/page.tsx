import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('trial');

/** /trial: the marketing page with slug trial (seeded; staff edit it in /staff/marketing). */
export default function TrialPage() {
  return <MarketingRoute slug="trial" />;
}
