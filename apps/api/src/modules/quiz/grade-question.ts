import type { QuizVerdict, QuizWidget, Widget } from '@learnbox/contracts';
import { DomainError, QUIZ_MESSAGES, STATUS } from '@learnbox/domain';
import { notFound } from '../content';

export type QuizQuestion = QuizWidget['questions'][number];

/** The page's quiz by widget id, and its question: a 404 when either is not on the page. */
export function findQuestion(
  widgets: readonly Widget[],
  widgetId: string,
  questionId: string,
): { quiz: QuizWidget; question: QuizQuestion } {
  const quiz = widgets.find((item): item is QuizWidget => item.type === 'Quiz' && item.id === widgetId);
  if (!quiz) throw notFound(`a quiz “${widgetId}” on this page`);
  const question = quiz.questions.find((item) => item.id === questionId);
  if (!question) throw notFound(`a question “${questionId}” in this quiz`);
  return { quiz, question };
}

export const correctOptions = (question: QuizQuestion): string[] =>
  question.options.filter((option) => option.correct === true).map((option) => option.id);

/** Right when exactly the correct options were chosen (a set: order and repeats do not matter). */
export function isRight(question: QuizQuestion, chosen: readonly string[]): boolean {
  const picked = new Set(chosen);
  const correct = correctOptions(question);
  return picked.size === correct.length && correct.every((id) => picked.has(id));
}

/** A choice must name the question's options, and a single-choice question takes one. */
export function checkChoice(question: QuizQuestion, chosen: readonly string[]): string[] {
  const unique = [...new Set(chosen)];
  const known = new Set(question.options.map((option) => option.id));
  if (unique.some((id) => !known.has(id)))
    throw new DomainError(QUIZ_MESSAGES.CHOICE_NOT_AN_OPTION, STATUS.OPERATION_NOT_ALLOWED);
  if (question.multiple !== true && unique.length > 1)
    throw new DomainError(QUIZ_MESSAGES.ONE_CHOICE_ONLY, STATUS.OPERATION_NOT_ALLOWED);
  return unique;
}

export function verdictOf(
  widgetId: string,
  question: QuizQuestion,
  chosen: string[],
  right: boolean,
): QuizVerdict {
  return {
    widget_id: widgetId,
    question_id: question.id,
    chosen,
    right,
    correct: correctOptions(question),
    explanation: question.explanation,
  };
}

/** Every quiz question of a page, as `widget/question` keys. */
export function quizQuestionKeys(widgets: readonly Widget[]): string[] {
  return widgets.flatMap((widget) =>
    widget.type === 'Quiz' ? widget.questions.map((question) => `${widget.id}/${question.id}`) : [],
  );
}
