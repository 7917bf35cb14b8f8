import { LessonEditorPage, lessonEditorMetadata } from '../../../features/studio/lesson/lesson-editor-page';

type Params = Promise<{ lessonId: string }>;

export const metadata = lessonEditorMetadata;

export default async function PageEditorPage({ params }: { params: Params }) {
  const { lessonId } = await params;
  const id = decodeURIComponent(lessonId);
  return <LessonEditorPage lessonId={id} path={`/pageeditor/${encodeURIComponent(id)}`} />;
}
