import type { ShotSummary } from '@learnbox/contracts';
import Link from 'next/link';
import { InlineMarkdown } from '../widgets/markdown-text';
import { capitalize } from './format';

/** A shot in a grid (on /answers and among /explore results): the "Answer" badge says what it is. */
export function ShotCard({
  shot,
  headline = null,
  likes,
}: {
  shot: ShotSummary;
  headline?: string | null;
  likes?: number | undefined;
}) {
  return (
    <article
      data-testid="shot-card"
      data-slug={shot.slug}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-lg"
    >
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-brand" data-testid="shot-badge">
            Answer
          </span>
          {capitalize(shot.difficulty)}
        </p>
        <h3 className="mt-2 text-lg font-semibold text-fg">
          <Link
            href={shot.url}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {shot.title}
          </Link>
        </h3>
        <InlineMarkdown
          as="p"
          className="mt-2 line-clamp-3 text-sm text-muted"
          markdown={shot.summary}
          links={false}
        />
        {headline ? (
          <p className="mt-3 rounded-lg bg-brand-soft px-3 py-2 text-xs text-brand">{headline}</p>
        ) : null}
        {shot.tags.length ? (
          <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
            {shot.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-line px-2 py-0.5 text-xs text-muted">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-xs text-muted">
          <span>{shot.readTime} min read</span>
          <span aria-hidden="true">·</span>
          <span>{shot.author.name}</span>
          {likes !== undefined ? (
            <span className="ml-auto">
              {likes} {likes === 1 ? 'like' : 'likes'}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
