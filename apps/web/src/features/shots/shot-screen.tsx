import type { ShotReply } from '@learnbox/contracts';
import { formatDisplayDate } from '@learnbox/domain';
import Link from 'next/link';
import { FeedbackButton } from '../authors/feedback-button';
import { capitalize } from '../catalogue/format';
import { InlineMarkdown } from '../widgets/markdown-text';
import { WidgetList } from '../widgets/widget-list';
import { ShotActions } from './shot-actions';

/** /answers/{slug}: a short article with tags, read time, author, attributions and licence. */
export function ShotScreen({ shot, preview = false }: { shot: ShotReply; preview?: boolean }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 sm:px-6" data-reader aria-labelledby="shot-title">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link href="/" className="hover:text-fg hover:underline">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <Link href="/answers" className="hover:text-fg hover:underline">
          Answers
        </Link>
      </nav>
      <h1 id="shot-title" className="mt-3 text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl">
        {shot.title}
      </h1>
      <InlineMarkdown as="p" className="mt-3 text-lg text-muted" markdown={shot.summary} />
      <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        <span>
          By{' '}
          {shot.author.id ? (
            <Link
              href={`/authors/${encodeURIComponent(shot.author.id)}`}
              className="font-medium text-fg hover:underline"
            >
              {shot.author.name}
            </Link>
          ) : (
            <span className="font-medium text-fg">{shot.author.name}</span>
          )}
          {shot.author.badge ? ` · ${shot.author.badge}` : ''}
        </span>
        <span aria-hidden="true">·</span>
        <span>{shot.readTime} min read</span>
        <span aria-hidden="true">·</span>
        <span>{capitalize(shot.difficulty)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={shot.published_at ?? undefined}>{formatDisplayDate(shot.published_at)}</time>
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        {shot.tags.map((tag) => (
          <li key={tag}>
            <Link
              href={`/answers?tag=${encodeURIComponent(tag)}`}
              className="inline-flex rounded-full bg-brand-soft px-3 py-1 text-xs font-medium text-brand hover:underline"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
      {/* A draft preview has no likes, shares or feedback yet: they act on the published shot. */}
      {preview ? null : (
        <div className="mt-6 flex flex-wrap items-center gap-2">
          <ShotActions shotId={shot.id} title={shot.title} />
          <FeedbackButton modal="ShotFeedbackModal" props={{ shotId: shot.id }}>
            Send feedback
          </FeedbackButton>
        </div>
      )}
      <div className="mt-8 border-t border-line pt-8">
        <WidgetList widgets={shot.content} page={{ shot_id: shot.id }} />
      </div>
      <footer className="mt-12 rounded-2xl border border-line bg-surface p-5 text-sm text-muted">
        {shot.attributions.length ? (
          <div>
            <h2 className="font-semibold text-fg">Attributions</h2>
            <ul className="mt-2 list-disc pl-5">
              {shot.attributions.map((item) => (
                <li key={item.name}>
                  {item.url && /^https?:/.test(item.url) ? (
                    <a href={item.url} rel="noopener noreferrer" className="text-brand underline">
                      {item.name}
                    </a>
                  ) : (
                    item.name
                  )}
                  {item.note ? ` (${item.note})` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className={shot.attributions.length ? 'mt-4' : ''}>
          Licence: <span className="font-medium text-fg">{shot.license}</span>. You may share and adapt this
          answer if you credit the author and share your changes under the same licence.
        </p>
      </footer>
    </article>
  );
}
