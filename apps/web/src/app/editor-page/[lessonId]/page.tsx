import { LessonEditorPage, lessonEditorMetadata } from '../../../features/studio/lesson/lesson-editor-page';

type Params = Promise<{ lessonId: string }>;

export const metadata = lessonEditorMetadata;

/** The spec's other name for the lesson editor: the same screen as /pageeditor/{lessonId}. */
export default async function EditorPagePage({ params }: { params: Params }) {
  const { lessonId } = await params;
  const id = decodeURIComponent(lessonId);
  return <LessonEditorPage lessonId={id} path={`/editor-page/${encodeURIComponent(id)}`} />;
}
