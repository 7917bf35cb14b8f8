import type { Metadata } from 'next';
import { requireSignIn } from '../require-author';
import { LessonEditorScreen } from './lesson-editor-screen';

/** Editors are private: never indexed, never in the sitemap. */
export const lessonEditorMetadata: Metadata = {
  title: 'Edit lesson',
  robots: { index: false, follow: false },
};

/** The page behind /pageeditor/{lessonId} and /editor-page/{lessonId} (the spec names both). */
export async function LessonEditorPage({ lessonId, path }: { lessonId: string; path: string }) {
  await requireSignIn(path);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <LessonEditorScreen lessonId={lessonId} />
    </div>
  );
}
