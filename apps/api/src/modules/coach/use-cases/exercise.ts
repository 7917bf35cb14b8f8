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

/** One of today's answers, taken for a request: `giveBack` returns it if the request then fails. */
export interface TakenAnswer {
  allowance: number;
  remaining: number;
  giveBack(): Promise<void>;
}

/**
 * Takes one of today's answers before the coach writes one (atomically: two requests at the edge
 * cannot both pass), or refuses with a clear sentence once they are used.
 */
export async function takeAnswer(ctx: CoachContext, learner: CurrentUser): Promise<TakenAnswer> {
  const now = ctx.now();
  const allowance = coachDailyAllowance(await ctx.plans.planOf(learner.id));
  const day = coachDayStart(now).toISOString().slice(0, 10);
  const used = await ctx.repo.takeAnswer(learner.id, day, allowance);
  if (used === null)
    throw new DomainError(COACH_MESSAGES.allowanceUsed(allowance, coachDayEnd(now)), STATUS.RATE_LIMIT);
  return {
    allowance,
    remaining: allowance - used,
    giveBack: () => ctx.repo.giveBackAnswer(learner.id, day),
  };
}

/** Runs `work` on a taken answer; a failure gives the answer back, so it costs the learner nothing. */
export async function spending<T>(taken: TakenAnswer, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await taken.giveBack();
    throw error;
  }
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
