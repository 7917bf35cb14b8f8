import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('interview-prep');

/** /interview-prep: the marketing page with slug interview-prep (seeded; staff edit it in /staff/marketing). */
export default function InterviewPrepPage() {
  return <MarketingRoute slug="interview-prep" />;
}
