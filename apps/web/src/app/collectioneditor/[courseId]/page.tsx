import type { Metadata } from 'next';
import { CourseEditorScreen } from '../../../features/studio/course/course-editor-screen';
import { requireSignIn } from '../../../features/studio/require-author';

type Params = Promise<{ courseId: string }>;

export const metadata: Metadata = { title: 'Edit course', robots: { index: false } };

export default async function CourseEditorPage({ params }: { params: Params }) {
  const { courseId } = await params;
  await requireSignIn(`/collectioneditor/${courseId}`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <CourseEditorScreen courseId={decodeURIComponent(courseId)} />
    </div>
  );
}
