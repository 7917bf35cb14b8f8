import { OrganizationsScreen } from '../../../features/staff/organizations-screen';

export default function StaffOrganizationsPage() {
  return <OrganizationsScreen />;
}
