import type { Metadata } from 'next';
import { GrowthReportView } from '../../../features/growth/growth-report';

export const metadata: Metadata = { title: 'Growth' };

export default function StaffGrowthPage() {
  return <GrowthReportView />;
}
