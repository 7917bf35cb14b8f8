import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('prepare-for-interview');

/** /prepare-for-interview: the marketing page with slug prepare-for-interview (seeded; staff edit it in /staff/marketing). */
export default function PrepareForInterviewPage() {
  return <MarketingRoute slug="prepare-for-interview" />;
}
