import { HIGHLIGHT_WRITES_PER_MINUTE } from '@learnbox/domain';
import { enforceRateLimits } from '../../../platform/rate-limit/rate-limiter';
import type { NotesContext } from '../notes-context';

/** Highlight writes per account, like the other per-user write budgets: a 429 when spent. */
export function spendWriteBudget(ctx: NotesContext, userId: string): Promise<void> {
  return enforceRateLimits(ctx.limiter, [
    [`highlight-writes:${userId}`, { max: HIGHLIGHT_WRITES_PER_MINUTE, windowMs: 60_000 }],
  ]);
}
