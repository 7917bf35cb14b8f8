import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('become-a-developer');

/** /become-a-developer: the marketing page with slug become-a-developer (seeded; staff edit it in /staff/marketing). */
export default function BecomeADeveloperPage() {
  return <MarketingRoute slug="become-a-developer" />;
}
