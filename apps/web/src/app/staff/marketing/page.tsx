import { StaffMarketingEditor } from '../../../features/marketing/staff-marketing-editor';

export default function StaffMarketingPage() {
  return <StaffMarketingEditor />;
}
