import { EnterpriseSignupsPage } from '../../../features/enterprise-entry/enterprise-signups-page';

export default function StaffEnterpriseSignupsPage() {
  return <EnterpriseSignupsPage />;
}
