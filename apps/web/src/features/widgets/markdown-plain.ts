/**
 * Inline Markdown as plain text, for places that cannot hold markup (meta descriptions, the
 * client-side search box, which should not ship a Markdown parser): links and images keep their
 * text, and code, emphasis and strike-through marks are dropped.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(`+)([\s\S]*?)\1/g, (_, _ticks: string, code: string) => code.trim())
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
}
