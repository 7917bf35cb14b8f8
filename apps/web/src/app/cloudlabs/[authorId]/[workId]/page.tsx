import type { Metadata } from 'next';
import { LabScreen } from '../../../../features/cloud-labs/lab-screen';

type Params = Promise<{ authorId: string; workId: string }>;

/** Not indexed while capabilities.cloudLabs is off; the page works when opened. */
export const metadata: Metadata = { title: 'Cloud lab', robots: { index: false } };

/** A lab by the ids of the spec's lab calls (/api/instances/{authorId}/{workId}/...). */
export default async function CloudLabPage({ params }: { params: Params }) {
  const { authorId, workId } = await params;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="sr-only">Cloud lab</h1>
      <LabScreen work={{ authorId: decodeURIComponent(authorId), workId: decodeURIComponent(workId) }} />
    </div>
  );
}
