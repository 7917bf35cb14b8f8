import type { PreviewReply } from '@learnbox/contracts';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { capitalize } from '../../catalogue/format';
import { renderMarkdown } from '../../widgets/markdown-html';

function Description({ markdown }: { markdown: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our sanitizing Markdown renderer
  return <div className="lesson-prose mt-6" dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}

type CoursePreview = Extract<PreviewReply, { kind: 'course' }>;

/** A course draft's page as far as a draft has one: its text, cover and outline, each lesson's own preview linked. */
export function CoursePreviewScreen({ preview }: { preview: CoursePreview }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="course-preview-title">
      <p
        role="status"
        data-testid="draft-preview-banner"
        className="rounded-xl border border-line bg-surface-2 px-4 py-2 text-sm text-fg"
      >
        {STUDIO_MESSAGES.DRAFT_PREVIEW}
      </p>
      {preview.cover_image_url ? (
        // biome-ignore lint/performance/noImgElement: an author's uploaded cover of any size
        <img src={preview.cover_image_url} alt="" className="mt-6 max-h-64 w-full rounded-2xl object-cover" />
      ) : null}
      <h1 id="course-preview-title" className="mt-6 text-3xl font-bold tracking-tight text-fg">
        {preview.title}
      </h1>
      <p className="mt-2 text-lg text-muted">{preview.summary}</p>
      <p className="mt-2 text-sm text-muted">
        {capitalize(preview.difficulty)}
        {preview.tags.length ? ` · ${preview.tags.join(', ')}` : ''}
      </p>
      {preview.description ? <Description markdown={preview.description} /> : null}
      <h2 className="mt-10 text-xl font-semibold text-fg">Course outline</h2>
      <ol className="mt-3 space-y-4">
        {preview.modules.map((module) => (
          <li key={module.id}>
            <h3 className="font-semibold text-fg">{module.title}</h3>
            <ol className="mt-1 list-decimal space-y-1 pl-6 text-sm">
              {module.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <Link
                    href={`/pageeditor/${encodeURIComponent(lesson.id)}/preview`}
                    className="text-brand underline"
                  >
                    {lesson.title}
                  </Link>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </article>
  );
}
