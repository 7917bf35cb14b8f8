import type { CoachExplainReply, ParsedCoachExplainBody } from '@learnbox/contracts';
import { COACH_MESSAGES, DomainError, explainError, guardReply, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { CoachContext } from '../coach-context';
import { loadExercise, secretsOf, spending, takeAnswer } from './exercise';

/**
 * "Explain this error" on a failed run: the catalogue's plain words for the language of the
 * exercise, the line the output names quoted from the learner's code, and the lesson it is from.
 * The output is the learner's own run; it is only matched against the catalogue, never obeyed.
 */
export async function explainRunError(
  ctx: CoachContext,
  user: CurrentUser | null,
  body: ParsedCoachExplainBody,
): Promise<CoachExplainReply> {
  const { learner, exercise } = await loadExercise(ctx, user, body.lesson_id, body.widget_id);
  if (!body.stderr.trim() && !body.compile_output?.trim() && !body.signal)
    throw new DomainError(COACH_MESSAGES.NO_ERROR_TO_EXPLAIN, STATUS.OPERATION_NOT_ALLOWED);
  const explained = explainError(exercise.widget.language, {
    stderr: body.stderr,
    compileOutput: body.compile_output,
    signal: body.signal,
  });
  let text: string = COACH_MESSAGES.UNKNOWN_ERROR;
  if (explained) {
    const quoted = explained.line ? body.code.split('\n')[explained.line - 1]?.trim() : undefined;
    const where = quoted ? ` Look at line ${explained.line}: “${quoted.slice(0, 120)}”.` : '';
    text = `${explained.entry.explanation}${where} ${explained.entry.check}`;
  }
  const guarded = guardReply(text, secretsOf(exercise.widget, [{ content: body.code }]));
  // Taken once the answer is written (nothing above can fail), and given back if recording fails.
  const taken = await takeAnswer(ctx, learner);
  await spending(taken, () =>
    ctx.repo.record({
      userId: learner.id,
      lessonId: body.lesson_id,
      widgetId: body.widget_id,
      kind: 'explain',
      step: null,
      source: 'ladder',
      createdAt: ctx.now(),
    }),
  );
  const { lessonId, title, href, text: citationText } = exercise.citation;
  return {
    error_id: explained?.entry.id ?? null,
    title: explained?.entry.title ?? null,
    text: guarded.text,
    line: explained?.line ?? null,
    citation: { lesson_id: lessonId, title, href, text: citationText },
    remaining: taken.remaining,
    allowance: taken.allowance,
  };
}
