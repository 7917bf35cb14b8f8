import type { PublicWidget, Widget } from '@learnbox/contracts';

/**
 * A page's widgets as browsers get them, in every reader, shot and studio preview reply. What
 * would hand learners the answers stays on the server:
 * - a Code widget's hidden tests and solution (only the tests' count leaves; POST
 *   /api/code/judge-widget judges them);
 * - a Quiz's correct flags and explanations (POST /api/quiz/answer reveals one question's);
 * - a CodeTest widget's test file and solution (POST /api/code/test-widget runs them).
 * Public forms are built field by field, so a field added to a widget later is not sent by mistake.
 */
export function toPublicWidgets(widgets: readonly Widget[]): PublicWidget[] {
  return widgets.map((widget): PublicWidget => {
    switch (widget.type) {
      case 'Code': {
        const { hidden_tests: hidden, solution: _solution, hints: _hints, ...rest } = widget;
        return { ...rest, hidden_test_count: hidden?.length ?? 0 };
      }
      case 'Quiz':
        return {
          type: 'Quiz',
          id: widget.id,
          ...(widget.title !== undefined ? { title: widget.title } : {}),
          questions: widget.questions.map((question) => ({
            id: question.id,
            prompt: question.prompt,
            ...(question.multiple !== undefined ? { multiple: question.multiple } : {}),
            options: question.options.map((option) => ({ id: option.id, text: option.text })),
          })),
        };
      case 'CodeTest':
        return {
          type: 'CodeTest',
          id: widget.id,
          ...(widget.title !== undefined ? { title: widget.title } : {}),
          language: widget.language,
          files: widget.files,
        };
      default:
        return widget;
    }
  });
}
