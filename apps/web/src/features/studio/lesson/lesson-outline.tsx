'use client';

import type { Widget } from '@learnbox/contracts';
import { STUDIO_MESSAGES } from '@learnbox/domain';

/** A line of text that says what a widget holds, for the outline and its search. */
export function widgetSummary(widget: Widget): string {
  switch (widget.type) {
    case 'Markdown':
      return (
        widget.markdown
          .split('\n')
          .find((line) => line.trim() !== '')
          ?.replace(/^#+\s*/, '') ?? ''
      );
    case 'Code':
    case 'TabbedCode':
    case 'RunJS':
    case 'WebpackBin':
    case 'Quiz':
    case 'CodeTest':
    case 'LiveTerminal':
      return widget.title ?? (widget.type === 'Code' ? (widget.files[0]?.name ?? '') : '');
    case 'Table':
      return widget.caption ?? widget.columns.join(', ');
    case 'Image':
      return widget.alt;
  }
}

/** True when the search text appears anywhere in the widget (its fields as stored). */
export function widgetMatches(widget: Widget, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || JSON.stringify(widget).toLowerCase().includes(needle);
}

/** The sidebar: the lesson's widgets in order, filtered by the search box; a click goes to one. */
export function LessonOutline({ widgets, query }: { widgets: readonly Widget[]; query: string }) {
  const shown = widgets
    .map((widget, index) => ({ widget, index }))
    .filter(({ widget }) => widgetMatches(widget, query));
  return (
    <nav aria-label="Lesson outline">
      <h2 className="mb-2 text-sm font-semibold text-fg">Outline</h2>
      {shown.length === 0 ? <p className="text-sm text-muted">{STUDIO_MESSAGES.NO_WIDGET_MATCHES}</p> : null}
      <ol className="space-y-1 text-sm">
        {shown.map(({ widget, index }) => (
          <li key={widget.id}>
            <a
              href={`#widget-${widget.id}`}
              className="block truncate rounded-md px-2 py-1 text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {index + 1}. {widget.type}
              <span className="text-muted"> {widgetSummary(widget).slice(0, 60)}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
