import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { serverApi } from '../../../../features/api-client/server-api';
import { LessonPreviewScreen } from '../../../../features/studio/preview/lesson-preview-screen';

type Params = Promise<{ lessonId: string }>;

export const metadata: Metadata = { title: 'Draft preview', robots: { index: false, follow: false } };

/** /pageeditor/{lessonId}/preview: the head draft as a learner sees it; collaborators only. */
export default async function LessonPreviewPage({ params }: { params: Params }) {
  const id = decodeURIComponent((await params).lessonId);
  const reply = await serverApi.call(apiRefs.authoring.preview, { params: { kind: 'lesson', id } });
  if (reply.status === 401)
    redirect(`/login?returnUrl=${encodeURIComponent(`/pageeditor/${encodeURIComponent(id)}/preview`)}`);
  if (!reply.ok || reply.data.kind !== 'lesson') notFound();
  return <LessonPreviewScreen lessonId={id} preview={reply.data} />;
}
