import { MarketingRoute, marketingMetadata } from '../../features/marketing/marketing-route';

export const generateMetadata = () => marketingMetadata('github-students');

/** /github-students: the marketing page with slug github-students (seeded; staff edit it in /staff/marketing). */
export default function GithubStudentsPage() {
  return <MarketingRoute slug="github-students" />;
}
