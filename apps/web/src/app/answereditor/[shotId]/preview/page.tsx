import { apiRefs } from '@learnbox/contracts/route-refs';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../../features/api-client/server-api';
import { ShotScreen } from '../../../../features/shots/shot-screen';
import { draftShotReply } from '../../../../features/studio/shot/draft-shot';

type Params = Promise<{ shotId: string }>;

export const metadata: Metadata = { title: 'Shot preview', robots: { index: false } };

/** The saved draft of a shot as /answers/{slug} shows it, for its collaborators only (else 404). */
export default async function ShotPreviewPage({ params }: { params: Params }) {
  const id = decodeURIComponent((await params).shotId);
  const [work, preview] = await Promise.all([
    serverApi.call(apiRefs.authoring.getWork, { params: { kind: 'shot', id } }),
    serverApi.call(apiRefs.authoring.preview, { params: { kind: 'shot', id }, query: {} }),
  ]);
  if (!work.ok || !preview.ok || preview.data.kind !== 'shot') notFound();
  return (
    <>
      <p
        role="status"
        data-testid="draft-preview-banner"
        className="mx-auto mt-6 max-w-3xl rounded-xl border border-line bg-surface-2 px-4 py-2 text-sm text-fg"
      >
        {STUDIO_MESSAGES.DRAFT_PREVIEW}
      </p>
      <ShotScreen shot={draftShotReply(work.data, preview.data)} preview />
    </>
  );
}
