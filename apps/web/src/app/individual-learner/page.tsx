import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('individual-learner');

/** /individual-learner: the marketing page with slug individual-learner (seeded; staff edit it in /staff/marketing). */
export default function IndividualLearnerPage() {
  return <MarketingRoute slug="individual-learner" />;
}
