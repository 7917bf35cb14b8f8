import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../../features/api-client/server-api';
import { CoursePreviewScreen } from '../../../../features/studio/course/course-preview-screen';
import { requireSignIn } from '../../../../features/studio/require-author';

type Params = Promise<{ courseId: string }>;

export const metadata: Metadata = { title: 'Course preview', robots: { index: false } };

/** A course's saved draft, for its collaborators only (else 404). */
export default async function CoursePreviewPage({ params }: { params: Params }) {
  const id = decodeURIComponent((await params).courseId);
  await requireSignIn(`/collectioneditor/${encodeURIComponent(id)}/preview`);
  const preview = await serverApi.call(apiRefs.authoring.preview, {
    params: { kind: 'course', id },
    query: {},
  });
  if (!preview.ok || preview.data.kind !== 'course') notFound();
  return <CoursePreviewScreen preview={preview.data} />;
}
