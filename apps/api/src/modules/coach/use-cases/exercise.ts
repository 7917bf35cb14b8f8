import type { CodeWidget } from '@learnbox/contracts';
import {
  COACH_MESSAGES,
  coachDailyAllowance,
  coachDayEnd,
  coachDayStart,
  DomainError,
  type ExerciseSecrets,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { notFound } from '../../content';
import type { LessonCitation } from '../coach.repository';
import type { CoachContext } from '../coach-context';

export interface Exercise {
  widget: CodeWidget;
  citation: LessonCitation & { text: string };
}

/**
 * The judged exercise the learner asks about, read with the lesson's own rules (a course they may
 * not see is a 404, a locked lesson a 403), and its lesson for the citation.
 */
export async function loadExercise(
  ctx: CoachContext,
  user: CurrentUser | null,
  lessonId: string,
  widgetId: string,
): Promise<{ learner: CurrentUser; exercise: Exercise }> {
  if (!user) throw new DomainError(COACH_MESSAGES.LOGIN_REQUIRED, STATUS.UNAUTHORIZED);
  const widgets = await ctx.pages.widgetsOf({ lesson_id: lessonId }, user);
  const widget = widgets.find((item): item is CodeWidget => item.type === 'Code' && item.id === widgetId);
  if (!widget) throw notFound(`a code widget “${widgetId}” in this lesson`);
  if (widget.runnable === false || (!widget.hidden_tests?.length && widget.expected_output === undefined))
    throw new DomainError(COACH_MESSAGES.NOT_AN_EXERCISE, STATUS.OPERATION_NOT_ALLOWED);
  const citation = await ctx.repo.lessonCitation(lessonId);
  if (!citation) throw notFound('this lesson');
  return {
    learner: user,
    exercise: { widget, citation: { ...citation, text: COACH_MESSAGES.citation(citation.title) } },
  };
}

/** Refuses with a clear sentence once today's answers are used; else how many there are. */
export async function checkAllowance(ctx: CoachContext, learner: CurrentUser) {
  const now = ctx.now();
  const allowance = coachDailyAllowance(await ctx.plans.planOf(learner.id));
  const used = await ctx.repo.repliesSince(learner.id, coachDayStart(now));
  if (used >= allowance)
    throw new DomainError(COACH_MESSAGES.allowanceUsed(allowance, coachDayEnd(now)), STATUS.RATE_LIMIT);
  return { allowance, remaining: allowance - used - 1 };
}

/** What must never reach the learner, and what they can already see. */
export function secretsOf(widget: CodeWidget, learnerFiles: { content: string }[]): ExerciseSecrets {
  return {
    solution: (widget.solution ?? []).map((file) => file.content),
    hidden: (widget.hidden_tests ?? []).flatMap((test) => [test.stdin ?? '', test.expected_output]),
    visible: [
      ...widget.files.map((file) => file.content),
      widget.stdin ?? '',
      widget.expected_output ?? '',
      ...learnerFiles.map((file) => file.content),
    ],
  };
}
