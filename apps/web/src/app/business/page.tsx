import type { Metadata } from 'next';
import { BusinessScreen } from '../../features/business/business-screen';

export const metadata: Metadata = { title: 'Learnbox for Business' };

export default function BusinessPage() {
  return <BusinessScreen />;
}
