import type { Highlight } from '@learnbox/contracts';
import { anchorFromSelection, rawRangeOfAnchor, type WidgetRef } from './selection-anchor';

/**
 * The browser half of highlights: reading a Markdown widget's rendered text and wrapping stored
 * highlights in <mark>s. It runs after hydration, on HTML React set once (dangerouslySetInnerHTML)
 * and never diffs again, so the marks do not disturb the server-rendered markup or hydration.
 */

export const MARKDOWN_WIDGET_SELECTOR = '[data-widget="Markdown"]';
export const MARK_SELECTOR = 'mark[data-highlight-id]';

export function widgetRefOf(element: Element): WidgetRef {
  return {
    widget_id: element.getAttribute('data-widget-id') ?? '',
    widget_index: Number(element.getAttribute('data-widget-index') ?? 0),
  };
}

function textNodesOf(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The raw text offset of a boundary point inside `root`: the length of the text before it. */
function rawOffsetOf(root: Element, container: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(root, 0);
  range.setEnd(container, offset);
  return range.toString().length;
}

/** The Markdown widget a node is in, if any. */
export function markdownWidgetOf(node: Node | null): Element | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest(MARKDOWN_WIDGET_SELECTOR) ?? null;
}

/** The anchor of the page's current selection when it lies inside one Markdown widget. */
export function anchorOfSelection(selection: Selection | null) {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const widget = markdownWidgetOf(range.startContainer);
  if (!widget || widget !== markdownWidgetOf(range.endContainer)) return null;
  const raw = widget.textContent ?? '';
  const anchor = anchorFromSelection(
    widgetRefOf(widget),
    raw,
    rawOffsetOf(widget, range.startContainer, range.startOffset),
    rawOffsetOf(widget, range.endContainer, range.endOffset),
  );
  return anchor ? { anchor, rect: range.getBoundingClientRect() } : null;
}

/** Takes every highlight <mark> out again, leaving the text as it was rendered. */
export function clearMarks(root: Element): void {
  for (const mark of root.querySelectorAll(MARK_SELECTOR)) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parent.normalize();
  }
}

/** Wraps raw offsets [start, end) of a widget's text in <mark>s, one per text node it crosses. */
function wrapRange(widget: Element, start: number, end: number, highlight: Highlight): void {
  let position = 0;
  let first = true;
  for (const node of textNodesOf(widget)) {
    const length = node.data.length;
    const from = Math.max(start, position);
    const to = Math.min(end, position + length);
    position += length;
    if (to <= from || !node.data.slice(from - (position - length), to - (position - length)).trim()) continue;
    const local = from - (position - length);
    const piece = node.splitText(local);
    piece.splitText(to - from);
    const mark = document.createElement('mark');
    mark.dataset.highlightId = highlight.id;
    mark.dataset.colour = highlight.colour;
    mark.className = `highlight-mark${highlight.note ? ' has-note' : ''}`;
    mark.tabIndex = 0;
    mark.setAttribute('role', 'button');
    if (highlight.note) mark.title = highlight.note;
    if (first) mark.id = `highlight-${highlight.id}`;
    first = false;
    piece.parentNode?.replaceChild(mark, piece);
    mark.appendChild(piece);
  }
}

/**
 * Places the highlights on the lesson: each in its own widget first, else wherever its quote is.
 * Returns the ids that could not be placed (their text is not on the page).
 */
export function applyMarks(container: Element, highlights: Highlight[]): Set<string> {
  const widgets = [...container.querySelectorAll(MARKDOWN_WIDGET_SELECTOR)];
  for (const widget of widgets) clearMarks(widget);
  const missing = new Set<string>();
  for (const highlight of highlights) {
    if (highlight.orphaned) {
      missing.add(highlight.id);
      continue;
    }
    const home = widgets.filter(
      (widget) => widget.getAttribute('data-widget-id') === highlight.anchor.widget_id,
    );
    const placed = [...home, ...widgets.filter((widget) => !home.includes(widget))].some((widget) => {
      const range = rawRangeOfAnchor(widgetRefOf(widget), widget.textContent ?? '', highlight.anchor);
      if (!range) return false;
      wrapRange(widget, range.start, range.end, highlight);
      return true;
    });
    if (!placed) missing.add(highlight.id);
  }
  return missing;
}
