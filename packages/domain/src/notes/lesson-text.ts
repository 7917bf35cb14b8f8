import { type AnchorText, normalizeAnchorText } from './text-anchor';

/**
 * A lesson's highlightable text as the reader shows it: Markdown widgets only, their marks
 * dropped so the text matches what the browser renders (headings without '#', links as their
 * text, code without back-ticks). Close is enough: anchors are found by quote and context, and
 * whitespace is normalised on both sides.
 */
export function markdownToReadableText(markdown: string): string {
  return markdown
    .replace(/^\s*(```|~~~).*$/gm, '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$/gim, '')
    .replace(/^\s{0,3}(>\s?)+/gm, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/gm, '')
    .replace(/^\s*([-*_]\s*){3,}$/gm, '')
    .replace(/\$\$([\s\S]+?)\$\$/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(`+)([\s\S]*?)\1/g, (_, _ticks: string, code: string) => code.trim())
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
}

/** The searchable blocks of a lesson's widgets (any widget list; non-Markdown ones are skipped). */
export function lessonAnchorTexts(widgets: readonly unknown[]): AnchorText[] {
  const blocks: AnchorText[] = [];
  widgets.forEach((widget, index) => {
    const item = widget as { type?: unknown; id?: unknown; markdown?: unknown };
    if (item?.type !== 'Markdown' || typeof item.markdown !== 'string') return;
    blocks.push({
      widget_id: String(item.id ?? index),
      widget_index: index,
      text: normalizeAnchorText(markdownToReadableText(item.markdown)).trim(),
    });
  });
  return blocks;
}
