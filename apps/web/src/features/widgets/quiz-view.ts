import type { QuizWidget } from '@learnbox/contracts';
import { renderInlineMarkdown, renderMarkdown } from './markdown-html';

/**
 * A Quiz split in two on the server. The view (prompts and options, rendered from Markdown: the
 * quiz is a client component and should not ship a parser) goes to the browser; the answer key
 * (which options are correct, the explanations) stays on the server and grades one question at a
 * time through a server action, so the page never carries the answers.
 */
export interface QuizView {
  title: string | undefined;
  questions: {
    id: string;
    multiple: boolean;
    promptHtml: string;
    options: { id: string; html: string }[];
  }[];
}

export type QuizAnswerKey = Record<string, { correct: string[]; explanationHtml: string }>;

/** What a checked question shows: right or not, the correct options, the explanation. */
export type QuizVerdict = { right: boolean; correct: string[]; explanationHtml: string };

export function renderQuizView(widget: QuizWidget): QuizView {
  return {
    title: widget.title,
    questions: widget.questions.map((question) => ({
      id: question.id,
      multiple: question.multiple === true,
      promptHtml: renderInlineMarkdown(question.prompt),
      options: question.options.map((option) => ({ id: option.id, html: renderInlineMarkdown(option.text) })),
    })),
  };
}

export function quizAnswerKey(widget: QuizWidget): QuizAnswerKey {
  return Object.fromEntries(
    widget.questions.map((question) => [
      question.id,
      {
        correct: question.options.filter((option) => option.correct === true).map((option) => option.id),
        explanationHtml: renderMarkdown(question.explanation),
      },
    ]),
  );
}

/** Grades one question: right when exactly the correct options were chosen. Null for an unknown question. */
export function gradeQuizQuestion(
  key: QuizAnswerKey,
  questionId: string,
  chosen: readonly string[],
): QuizVerdict | null {
  const answer = key[questionId];
  if (!answer || !Array.isArray(chosen)) return null;
  const picked = new Set(chosen.filter((id) => typeof id === 'string'));
  const right = picked.size === answer.correct.length && answer.correct.every((id) => picked.has(id));
  return { right, correct: answer.correct, explanationHtml: answer.explanationHtml };
}
