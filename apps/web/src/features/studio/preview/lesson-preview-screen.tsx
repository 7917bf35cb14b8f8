import type { PreviewReply } from '@learnbox/contracts';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { InlineMarkdown } from '../../widgets/markdown-text';
import { WidgetList } from '../../widgets/widget-list';

type LessonPreview = Extract<PreviewReply, { kind: 'lesson' }>;

/**
 * A lesson draft exactly as learners will see it: the reader's article and widget list, fed with
 * the api's preview (widgets mapped as the reader maps published ones: no solutions, hidden tests
 * or quiz answers), under a "Draft preview" marker.
 */
export function LessonPreviewScreen({ lessonId, preview }: { lessonId: string; preview: LessonPreview }) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-4 sm:px-6 sm:pt-8">
      <div
        role="note"
        data-testid="draft-preview-marker"
        className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      >
        <p>
          <strong>Draft preview.</strong> {STUDIO_MESSAGES.DRAFT_PREVIEW}
        </p>
        <Link href={`/pageeditor/${encodeURIComponent(lessonId)}`} className="font-semibold underline">
          Back to the editor
        </Link>
      </div>
      <article data-reader aria-labelledby="lesson-title" className="rounded-2xl px-1 sm:px-2">
        <header className="border-b border-line pb-6">
          <p className="text-sm text-muted">{preview.course.title}</p>
          <h1
            id="lesson-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl"
            data-testid="lesson-title"
          >
            {preview.title}
          </h1>
          {preview.summary ? (
            <InlineMarkdown as="p" className="mt-3 text-lg text-muted" markdown={preview.summary} />
          ) : null}
        </header>
        <div className="mt-8">
          <WidgetList widgets={preview.widgets} page={{ lesson_id: lessonId }} preview />
        </div>
      </article>
    </div>
  );
}
