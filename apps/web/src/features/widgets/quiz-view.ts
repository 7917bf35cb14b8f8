import type { QuizWidget } from '@learnbox/contracts';
import { renderInlineMarkdown, renderMarkdown } from './markdown-html';

/**
 * A Quiz with its author text already rendered from Markdown on the server (the quiz itself is a
 * client component, which should not ship a Markdown parser): prompts and options inline,
 * explanations as paragraphs.
 */
export interface QuizView {
  title: string | undefined;
  questions: {
    id: string;
    multiple: boolean;
    promptHtml: string;
    explanationHtml: string;
    options: { id: string; html: string; correct: boolean }[];
  }[];
}

export function renderQuizView(widget: QuizWidget): QuizView {
  return {
    title: widget.title,
    questions: widget.questions.map((question) => ({
      id: question.id,
      multiple: question.multiple === true,
      promptHtml: renderInlineMarkdown(question.prompt),
      explanationHtml: renderMarkdown(question.explanation),
      options: question.options.map((option) => ({
        id: option.id,
        html: renderInlineMarkdown(option.text),
        correct: option.correct === true,
      })),
    })),
  };
}
