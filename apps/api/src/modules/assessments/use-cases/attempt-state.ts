import type { AskedQuestion, AttemptStateReply } from '@learnbox/contracts';
import {
  attemptDeadline,
  estimateAbility,
  isTimeUp,
  proficiencyLevelOf,
  selectNextQuestion,
  stopReason,
} from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import { authorize } from '../../../platform/policies';
import type { AssessmentsContext } from '../assessment-context';
import type { AnswerRow, AssessmentRow, AttemptRow, QuestionRow } from '../assessments.repository';

const minutes = (value: number) => value * 60 * 1000;

/** An attempt with its assessment, questions and answers, for its owner only (others: 404). */
export interface LoadedAttempt {
  attempt: AttemptRow;
  assessment: AssessmentRow;
  questions: QuestionRow[];
  answers: AnswerRow[];
}

export async function loadAttempt(
  ctx: AssessmentsContext,
  user: CurrentUser | null,
  attemptId: string,
): Promise<LoadedAttempt> {
  const attempt = await ctx.repo.attempt(attemptId);
  authorize(user, 'view', { kind: 'assessment-attempt', ownerId: attempt?.userId ?? null });
  const found = attempt as AttemptRow;
  const assessment = (await ctx.repo.byId(found.assessmentId)) as AssessmentRow;
  const [questions, answers] = await Promise.all([
    ctx.repo.questionsOf(found.assessmentId),
    ctx.repo.answersOf(found.id),
  ]);
  return { attempt: found, assessment, questions, answers };
}

export function timeIsUp(loaded: LoadedAttempt, now: Date): boolean {
  return isTimeUp(loaded.attempt.startedAt, now, minutes(loaded.assessment.timeLimitMinutes));
}

/**
 * Moves an unfinished attempt on: ends it when the stopping rule says so (time, length,
 * precision, no questions left), else asks the most informative unasked question.
 */
export async function advanceAttempt(ctx: AssessmentsContext, loaded: LoadedAttempt): Promise<LoadedAttempt> {
  const { attempt, assessment, questions, answers } = loaded;
  const now = ctx.now();
  if (attempt.finishedAt) return loaded;
  if (attempt.currentQuestionId && !timeIsUp(loaded, now)) return loaded;
  const estimate = estimateAbility(answers.map((a) => ({ difficulty: a.difficulty, correct: a.correct })));
  const asked = new Set(answers.map((answer) => answer.questionId));
  const reason = stopReason({
    answered: answers.length,
    estimate,
    remainingQuestions: questions.filter((question) => !asked.has(question.id)).length,
    timeIsUp: timeIsUp(loaded, now),
    maxQuestions: assessment.maxQuestions,
  });
  if (reason) {
    // An attempt found past its deadline ended at the deadline (the cool-down counts from there).
    const deadline = attemptDeadline(attempt.startedAt, minutes(assessment.timeLimitMinutes));
    const result = {
      finishedAt: reason === 'time' && deadline < now ? deadline : now,
      endReason: reason,
      ability: estimate.ability,
      standardError: estimate.standardError,
      level: proficiencyLevelOf(estimate.ability),
    };
    await ctx.repo.finishAttempt(attempt.id, result);
    return { ...loaded, attempt: { ...attempt, ...result, currentQuestionId: null, currentAskedAt: null } };
  }
  const next = selectNextQuestion(questions, asked, estimate.ability) as QuestionRow;
  await ctx.repo.askQuestion(attempt.id, next.id, now);
  return { ...loaded, attempt: { ...attempt, currentQuestionId: next.id, currentAskedAt: now } };
}

/** What the learner sees of a question: never a correct flag, a test, a solution or the difficulty. */
export function askedQuestionOf(question: QuestionRow): AskedQuestion {
  return {
    id: question.id,
    kind: question.kind,
    skill: question.skill,
    prompt: question.prompt,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
    language: question.language,
    starter_code: question.starterCode,
  };
}

export function stateReply(
  ctx: AssessmentsContext,
  loaded: LoadedAttempt,
  lastAnswerCorrect: boolean | null = null,
): AttemptStateReply {
  const { attempt, assessment, questions, answers } = loaded;
  const current = questions.find((question) => question.id === attempt.currentQuestionId) ?? null;
  return {
    attempt_id: attempt.id,
    assessment: { slug: assessment.slug, title: assessment.title, skill: assessment.skill },
    status: attempt.finishedAt ? 'finished' : 'in_progress',
    started_at: attempt.startedAt.toISOString(),
    deadline: attemptDeadline(attempt.startedAt, minutes(assessment.timeLimitMinutes)).toISOString(),
    now: ctx.now().toISOString(),
    answered: answers.length,
    max_questions: assessment.maxQuestions,
    question: attempt.finishedAt || !current ? null : askedQuestionOf(current),
    last_answer_correct: lastAnswerCorrect,
  };
}

export async function attemptState(ctx: AssessmentsContext, user: CurrentUser | null, attemptId: string) {
  const loaded = await advanceAttempt(ctx, await loadAttempt(ctx, user, attemptId));
  return stateReply(ctx, loaded);
}
