import { randomBytes } from 'node:crypto';
import type { CreateHighlightBody, Highlight } from '@learnbox/contracts';
import {
  DomainError,
  highlightInputProblem,
  lessonAnchorTexts,
  NOTES_MESSAGES,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { openLesson } from '../lesson-access';
import { type NotesContext, requireNoteTaker } from '../notes-context';
import { toHighlights } from '../to-highlight';
import { spendWriteBudget } from './write-budget';

/** POST /api/notes/highlights: a passage of a lesson the learner may read, with an optional note. */
export async function createHighlight(
  ctx: NotesContext,
  user: CurrentUser | null,
  body: CreateHighlightBody,
): Promise<Highlight> {
  const reader = await requireNoteTaker(ctx, user);
  const problem = highlightInputProblem({ ...body.anchor, note: body.note, colour: body.colour });
  if (problem) throw new DomainError(problem, STATUS.OPERATION_NOT_ALLOWED);
  const { lesson } = await openLesson(ctx, reader, body.lesson_id);
  if (body.content_revision > lesson.contentRevision)
    throw new DomainError(NOTES_MESSAGES.REVISION_STALE, STATUS.OPERATION_NOT_ALLOWED);
  // On the current revision the widget must be one of its Markdown widgets; an older page's
  // anchor is re-anchored like any stored one.
  if (
    body.content_revision === lesson.contentRevision &&
    !lessonAnchorTexts(lesson.widgets).some((block) => block.widget_id === body.anchor.widget_id)
  )
    throw new DomainError(NOTES_MESSAGES.WIDGET_UNKNOWN, STATUS.OPERATION_NOT_ALLOWED);
  await spendWriteBudget(ctx, reader.userId);
  const row = await ctx.highlights.insert({
    id: `hl-${randomBytes(9).toString('hex')}`,
    userId: reader.userId,
    lessonId: lesson.id,
    courseId: lesson.courseId,
    contentRevision: body.content_revision,
    anchor: body.anchor,
    note: body.note?.trim() ?? '',
    colour: body.colour ?? 'yellow',
  });
  const [highlight] = await toHighlights(ctx.highlights, lesson, [row]);
  return highlight as Highlight;
}
