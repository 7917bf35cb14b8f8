import type { AuthorProfileReply } from '@learnbox/contracts';
import { AUTHOR_BADGES, WORKS_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { FeedbackButton } from './feedback-button';

const KIND_LABEL = { course: 'Course', path: 'Path', shot: 'Shot' } as const;

/** The next badge an author earns and at how many published works (spec section 6). */
export function nextBadge(count: number): { badge: string; at: number } | null {
  const next = AUTHOR_BADGES.find((entry) => entry.minItems > count);
  return next ? { badge: next.badge, at: next.minItems } : null;
}

/** /authors/{id}: an author's name, bio, badge (spec section 6) and published works. */
export function AuthorProfileScreen({ profile }: { profile: AuthorProfileReply }) {
  const next = nextBadge(profile.published_count);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{profile.name}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        {profile.badge ? (
          <span
            className="rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand"
            data-testid="author-badge"
          >
            {profile.badge}
          </span>
        ) : null}
        <span>
          {profile.published_count} published {profile.published_count === 1 ? 'work' : 'works'}
          {next ? ` · ${next.badge} at ${next.at}` : ''}
        </span>
      </p>
      {profile.bio ? <p className="mt-4 text-fg">{profile.bio}</p> : null}
      <div className="mt-4">
        <FeedbackButton modal="AuthorFeedbackModal" props={{ authorId: profile.id }}>
          Send the author feedback
        </FeedbackButton>
      </div>
      <h2 className="mt-10 text-xl font-semibold text-fg">Published works</h2>
      {profile.works.length === 0 ? (
        <p className="mt-2 text-muted">{WORKS_MESSAGES.AUTHOR_NO_WORKS}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="author-works">
          {profile.works.map((work) => (
            <li key={work.url} className="rounded-xl border border-line bg-surface p-3">
              <Link href={work.url} className="font-medium text-fg underline">
                {work.title}
              </Link>
              <span className="ml-2 text-xs text-muted">{KIND_LABEL[work.kind]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
