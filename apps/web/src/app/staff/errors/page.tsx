import { ErrorsScreen } from '../../../features/staff/errors-screen';

export default function StaffErrorsPage() {
  return <ErrorsScreen />;
}
