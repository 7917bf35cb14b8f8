import type { PublicWidget, Widget } from '@learnbox/contracts';

/**
 * A page's widgets as browsers get them: a Code widget's hidden tests and its solution would
 * hand learners the answers, so only the tests' count leaves the server (POST /api/code/judge-widget judges them).
 */
export function toPublicWidgets(widgets: readonly Widget[]): PublicWidget[] {
  return widgets.map((widget) => {
    if (widget.type !== 'Code') return widget;
    const { hidden_tests: hidden, solution: _solution, ...rest } = widget;
    return { ...rest, hidden_test_count: hidden?.length ?? 0 };
  });
}
