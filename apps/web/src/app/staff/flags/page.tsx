import { FlagsScreen } from '../../../features/staff/flags-screen';

export default function StaffFlagsPage() {
  return <FlagsScreen />;
}
