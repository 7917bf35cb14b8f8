import type { Metadata } from 'next';
import { CreateWorkScreen } from '../../features/studio/teach/create-work-screen';

export const metadata: Metadata = { title: 'Start a course', robots: { index: false } };

export default function CreatePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-fg">Start a course</h1>
      <p className="mt-2 mb-6 text-muted">Your new course opens in the course editor.</p>
      <CreateWorkScreen kind="course" />
    </div>
  );
}
