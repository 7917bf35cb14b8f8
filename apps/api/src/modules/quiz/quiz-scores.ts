import type { QuizScore, QuizVerdict, Widget } from '@learnbox/contracts';
import { verdictOf } from './grade-question';
import type { QuizAttemptRow } from './quiz.repository';

const keyOf = (widgetId: string, questionId: string) => `${widgetId}/${questionId}`;

/** The latest attempt per question, from attempts listed newest first. */
function latestByQuestion(attempts: readonly QuizAttemptRow[]): Map<string, QuizAttemptRow> {
  const latest = new Map<string, QuizAttemptRow>();
  for (const attempt of attempts) {
    const key = keyOf(attempt.widgetId, attempt.questionId);
    if (!latest.has(key)) latest.set(key, attempt);
  }
  return latest;
}

/** Each quiz's score: how many questions it has, how many were answered, how many of the latest were right. */
export function quizScores(widgets: readonly Widget[], attempts: readonly QuizAttemptRow[]): QuizScore[] {
  const latest = latestByQuestion(attempts);
  return widgets.flatMap((widget) => {
    if (widget.type !== 'Quiz') return [];
    const answers = widget.questions.map((question) => latest.get(keyOf(widget.id, question.id)));
    return [
      {
        widget_id: widget.id,
        questions: widget.questions.length,
        answered: answers.filter(Boolean).length,
        right: answers.filter((answer) => answer?.right === true).length,
      },
    ];
  });
}

/**
 * A page's quizzes are passed when every question of every quiz was answered right at least once
 * (a later wrong try does not undo it). A page without quizzes has nothing to pass.
 */
export function quizzesPassed(widgets: readonly Widget[], attempts: readonly QuizAttemptRow[]): boolean {
  const rightOnce = new Set(
    attempts.filter((attempt) => attempt.right).map((attempt) => keyOf(attempt.widgetId, attempt.questionId)),
  );
  return widgets.every(
    (widget) =>
      widget.type !== 'Quiz' ||
      widget.questions.every((question) => rightOnce.has(keyOf(widget.id, question.id))),
  );
}

/** The latest verdict per question still on the page, as answering it showed it. */
export function latestVerdicts(
  widgets: readonly Widget[],
  attempts: readonly QuizAttemptRow[],
): QuizVerdict[] {
  const latest = latestByQuestion(attempts);
  return widgets.flatMap((widget) => {
    if (widget.type !== 'Quiz') return [];
    return widget.questions.flatMap((question) => {
      const attempt = latest.get(keyOf(widget.id, question.id));
      return attempt ? [verdictOf(widget.id, question, attempt.chosen, attempt.right)] : [];
    });
  });
}
