import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('grow-my-skillset');

/** /grow-my-skillset: the marketing page with slug grow-my-skillset (seeded; staff edit it in /staff/marketing). */
export default function GrowMySkillsetPage() {
  return <MarketingRoute slug="grow-my-skillset" />;
}
