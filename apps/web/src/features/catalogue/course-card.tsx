import type { CatalogueEntry } from '@learnbox/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { InlineMarkdown } from '../widgets/markdown-text';
import { capitalize, minutesLabel, priceLabel } from './format';
import { ShotCard } from './shot-card';

/**
 * A course or path in a grid: cover colour, title, summary and the facts people compare. Search
 * results may also be shots, which have a card of their own.
 */
export function CourseCard({ item, footer }: { item: CatalogueEntry; footer?: ReactNode }) {
  if (item.kind === 'shot') return <ShotCard shot={item} headline={item.headline} />;
  return (
    <article
      data-testid="course-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-lg"
    >
      <div aria-hidden="true" className="h-2" style={{ background: item.accent }} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {item.kind === 'path' ? 'Learning path' : 'Course'} · {capitalize(item.difficulty)}
        </p>
        <h3 className="mt-2 text-lg font-semibold text-fg">
          <Link
            href={item.url}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {item.title}
          </Link>
        </h3>
        <InlineMarkdown
          as="p"
          className="mt-2 line-clamp-3 text-sm text-muted"
          markdown={item.summary}
          links={false}
        />
        {item.headline ? (
          <p
            className="mt-3 rounded-lg bg-brand-soft px-3 py-2 text-xs text-brand"
            data-testid="search-headline"
          >
            {item.headline}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-xs text-muted">
          <span>{item.lesson_count} lessons</span>
          <span aria-hidden="true">·</span>
          <span>{minutesLabel(item.read_time_minutes || item.lesson_count * 8)}</span>
          <span aria-hidden="true">·</span>
          <span>{item.author.name}</span>
          <span className="ml-auto font-semibold text-fg">{priceLabel(item)}</span>
        </div>
        {footer ? <div className="relative mt-4">{footer}</div> : null}
      </div>
    </article>
  );
}

export function CourseGrid({ items, label }: { items: CatalogueEntry[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex">
          <div className="flex w-full">
            <CourseCard item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A tag as a link to a list filtered by it (the catalogue, or /answers); current links back to all. */
export function TagChip({
  tag,
  current = false,
  count,
  basePath = '/explore',
}: {
  tag: string;
  current?: boolean;
  count?: number;
  basePath?: '/explore' | '/answers';
}) {
  return (
    <Link
      href={current ? basePath : `${basePath}?tag=${encodeURIComponent(tag)}`}
      aria-current={current ? 'page' : undefined}
      data-testid="tag-chip"
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3.5 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand"
    >
      {tag}
      {count !== undefined ? <span className="text-xs text-muted">{count}</span> : null}
    </Link>
  );
}
