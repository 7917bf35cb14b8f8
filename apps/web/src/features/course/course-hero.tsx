import type { CollectionReply } from '@learnbox/contracts';
import { COURSE_ACCESS_TEXT } from '@learnbox/domain';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { capitalize, minutesLabel, priceLabel } from '../catalogue/format';
import { InlineMarkdown } from '../widgets/markdown-text';

/** The top of a course or path page: what it is, what it costs, and the button to start. */
export function CourseHero({ item, action }: { item: CollectionReply; action: ReactNode }) {
  const isPath = item.collection_type === 'path';
  return (
    <section
      className="border-b border-line"
      style={{
        background: `linear-gradient(180deg, color-mix(in oklab, ${item.accent} 14%, transparent), transparent)`,
      }}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div>
          <nav aria-label="Breadcrumb" className="text-sm text-muted">
            <Link href="/explore" className="hover:text-fg hover:underline">
              Explore
            </Link>
            <span aria-hidden="true"> / </span>
            <span>{isPath ? 'Learning path' : 'Course'}</span>
          </nav>
          <h1
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl"
            data-testid="course-title"
          >
            {item.title}
          </h1>
          <InlineMarkdown as="p" className="mt-4 max-w-2xl text-lg text-muted" markdown={item.summary} />
          <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div>
              <dt className="sr-only">Level</dt>
              <dd className="text-fg">{capitalize(item.difficulty)}</dd>
            </div>
            <div>
              <dt className="sr-only">Lessons</dt>
              <dd className="text-fg">{item.lesson_count} lessons</dd>
            </div>
            <div>
              <dt className="sr-only">Reading time</dt>
              <dd className="text-fg">{minutesLabel(item.read_time_minutes || item.lesson_count * 8)}</dd>
            </div>
            <div>
              <dt className="sr-only">Author</dt>
              <dd className="text-fg">
                By{' '}
                <Link href={`/authors/${encodeURIComponent(item.author.id)}`} className="hover:underline">
                  {item.author.name}
                </Link>
                {item.author.badge ? (
                  <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs text-brand">
                    {item.author.badge}
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={`/explore?tag=${encodeURIComponent(tag)}`}
                  className="inline-flex rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-fg hover:bg-surface-2"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-label="Access"
          className="self-start rounded-2xl border border-line bg-surface p-5 shadow-sm"
          data-testid="course-access"
        >
          <p className="text-2xl font-bold text-fg">{priceLabel(item)}</p>
          <p className="mt-1 text-sm text-muted" data-testid="access-state">
            {COURSE_ACCESS_TEXT[item.access.state]}
          </p>
          {item.progress ? (
            <p className="mt-3 text-sm text-fg">
              {item.progress.percent}% complete · {item.progress.completed} of {item.progress.total} lessons
            </p>
          ) : null}
          <div className="mt-5 flex flex-col gap-3">{action}</div>
          {item.access.state === 'preview' && !isPath ? (
            <p className="mt-4 text-xs text-muted">
              {item.is_priced
                ? 'Buy it once, or read every course with a subscription.'
                : 'Subscribe to read every lesson.'}{' '}
              <Link href="/unlimited" className="font-semibold text-brand hover:underline">
                See plans
              </Link>
            </p>
          ) : null}
        </aside>
      </div>
    </section>
  );
}
