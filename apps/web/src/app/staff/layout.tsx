import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { StaffShell } from '../../features/staff/staff-shell';

export const metadata: Metadata = { title: 'Staff', robots: { index: false } };

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <StaffShell>{children}</StaffShell>;
}
