import type { Metadata } from 'next';
import { CreateWorkScreen } from '../../features/studio/teach/create-work-screen';

export const metadata: Metadata = { title: 'Write a shot', robots: { index: false } };

export default function CreateAnswerPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-fg">Write a shot</h1>
      <p className="mt-2 mb-6 text-muted">Your new shot opens in the shot editor.</p>
      <CreateWorkScreen kind="shot" />
    </div>
  );
}
