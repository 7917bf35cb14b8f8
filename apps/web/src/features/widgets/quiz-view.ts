import type { PublicQuizWidget } from '@learnbox/contracts';
import { renderInlineMarkdown } from './markdown-html';

/**
 * What a Quiz shows before answering, rendered from Markdown on the server (prompts and options):
 * the browser gets the quiz without its answers (the api's toPublicWidgets), and each "Check
 * answer" asks the api (POST /api/quiz/answer), which reveals that question's verdict only then.
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

export function renderQuizView(widget: PublicQuizWidget): QuizView {
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
