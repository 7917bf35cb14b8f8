import type { Database } from '@learnbox/db';
import { DomainError, NOTES_LOGIN_TEXT, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { createContentRepository, loadReader, type Reader } from '../content';
import { createEntitlementsRepository } from '../entitlements';
import { createHighlightsRepository, createLessonTextsRepository } from './highlights.repository';

/** Everything the notes use cases work with, made once per app. */
export function createNotesContext(
  db: Database,
  options: { limiter: RateLimiter; webOrigin: string; now?: () => Date },
) {
  return {
    highlights: createHighlightsRepository(db),
    lessons: createLessonTextsRepository(db),
    content: createContentRepository(db),
    entitlements: createEntitlementsRepository(db),
    limiter: options.limiter,
    webOrigin: options.webOrigin.replace(/\/$/, ''),
  };
}
export type NotesContext = ReturnType<typeof createNotesContext>;

/** Notes are a signed-in learner's own: a visitor gets a 401 with the notes' sentence. */
export async function requireNoteTaker(ctx: NotesContext, user: CurrentUser | null): Promise<Reader> {
  const reader = await loadReader(user, ctx.entitlements);
  if (!reader) throw new DomainError(NOTES_LOGIN_TEXT, STATUS.UNAUTHORIZED);
  return reader;
}
