import { CAPABILITIES } from '@learnbox/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LabScreen } from '../../../../features/cloud-labs/lab-screen';

type Params = Promise<{ authorId: string; workId: string }>;

/** Not indexed; answers 404 until the whole lab loop works (capabilities.cloudLabs, issue 13). */
export const metadata: Metadata = { title: 'Cloud lab', robots: { index: false } };

/** A lab by the ids of the spec's lab calls (/api/instances/{authorId}/{workId}/...). */
export default async function CloudLabPage({ params }: { params: Params }) {
  if (!CAPABILITIES.cloudLabs) notFound();
  const { authorId, workId } = await params;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="sr-only">Cloud lab</h1>
      <LabScreen work={{ authorId: decodeURIComponent(authorId), workId: decodeURIComponent(workId) }} />
    </div>
  );
}
