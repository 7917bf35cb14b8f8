import type { Metadata } from 'next';
import { AssessmentEditorScreen } from '../../features/assessments/assessment-editor-screen';
import { requireSignIn } from '../../features/studio/require-author';

/** Editors are private: never indexed, never in the sitemap. */
export const metadata: Metadata = { title: 'Assessment editor', robots: { index: false, follow: false } };

export default async function AssessmentEditorPage() {
  await requireSignIn('/assessmenteditor');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <AssessmentEditorScreen />
    </div>
  );
}
