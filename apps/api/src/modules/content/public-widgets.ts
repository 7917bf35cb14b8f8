import type { PublicWidget, Widget } from '@learnbox/contracts';

/**
 * A page's widgets as browsers get them: a Code widget's hidden tests would hand learners the
 * answers, so only their count leaves the server (POST /api/code/judge-widget judges them).
 */
export function toPublicWidgets(widgets: readonly Widget[]): PublicWidget[] {
  return widgets.map((widget) => {
    if (widget.type !== 'Code') return widget;
    const { hidden_tests: hidden, ...rest } = widget;
    return { ...rest, hidden_test_count: hidden?.length ?? 0 };
  });
}
