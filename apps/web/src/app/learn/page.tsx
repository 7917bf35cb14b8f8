import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('learn');

/** /learn: the marketing page with slug learn (seeded; staff edit it in /staff/marketing). */
export default function LearnPage() {
  return <MarketingRoute slug="learn" />;
}
