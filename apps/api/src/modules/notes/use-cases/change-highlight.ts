import type { Highlight } from '@learnbox/contracts';
import { DomainError, highlightInputProblem, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { notFound } from '../../content';
import { type NotesContext, requireNoteTaker } from '../notes-context';
import { toHighlights } from '../to-highlight';
import { spendWriteBudget } from './write-budget';

/** PATCH /api/notes/highlights/{id}: the owner's note or colour; anyone else's id is a 404. */
export async function updateHighlight(
  ctx: NotesContext,
  user: CurrentUser | null,
  id: string,
  body: { note?: string; colour?: string },
): Promise<Highlight> {
  const reader = await requireNoteTaker(ctx, user);
  const problem = highlightInputProblem(body);
  if (problem) throw new DomainError(problem, STATUS.OPERATION_NOT_ALLOWED);
  await spendWriteBudget(ctx, reader.userId);
  const changes = {
    ...(body.note === undefined ? {} : { note: body.note.trim() }),
    ...(body.colour === undefined ? {} : { colour: body.colour }),
  };
  const row = await ctx.highlights.update(reader.userId, id, changes);
  if (!row) throw notFound('this highlight');
  const lesson = await ctx.lessons.byId(row.lessonId);
  if (!lesson) throw notFound('this highlight');
  const [highlight] = await toHighlights(ctx.highlights, lesson, [row]);
  return highlight as Highlight;
}

/** DELETE /api/notes/highlights/{id}: the owner's only. */
export async function deleteHighlight(ctx: NotesContext, user: CurrentUser | null, id: string) {
  const reader = await requireNoteTaker(ctx, user);
  await spendWriteBudget(ctx, reader.userId);
  if (!(await ctx.highlights.remove(reader.userId, id))) throw notFound('this highlight');
  return { id, deleted: true as const };
}
