import { CAPABILITIES } from '@learnbox/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OpenLabsScreen } from '../../features/cloud-labs/open-labs-screen';

/** Not indexed; answers 404 until the whole lab loop works (capabilities.cloudLabs, issue 13). */
export const metadata: Metadata = { title: 'Cloud labs', robots: { index: false } };

export default function CloudLabsPage() {
  if (!CAPABILITIES.cloudLabs) notFound();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Cloud labs</h1>
      <p className="mt-2 text-muted">
        A real Linux machine in your browser, with tests that check your work.
      </p>
      <OpenLabsScreen />
    </div>
  );
}
