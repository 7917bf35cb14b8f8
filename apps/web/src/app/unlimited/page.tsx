import type { Metadata } from 'next';
import { PlansScreen } from '../../features/plans/plans-screen';

export const metadata: Metadata = { title: 'Plans and pricing' };

export default function UnlimitedPage() {
  return <PlansScreen />;
}
