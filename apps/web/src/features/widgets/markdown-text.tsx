import { renderInlineMarkdown, renderMarkdown } from './markdown-html';

/**
 * Author text that may hold Markdown (summaries, descriptions, captions, quiz text), rendered on
 * the server by the lesson renderer (markdown-html.ts: raw HTML shown as text, only safe links),
 * so `code`, *emphasis* and links look the same everywhere instead of showing their marks.
 */

/** Our own renderer's anchors; raw HTML is escaped, so every `<a` in its output is ours. */
const ANCHOR_TAGS = /<a\b[^>]*>|<\/a>/g;

/**
 * One line of inline Markdown. `links={false}` keeps a link's text only: inside a card whose
 * whole area is already a link, a second link would be unreachable or nested.
 */
export function InlineMarkdown({
  markdown,
  className,
  as: Tag = 'span',
  links = true,
}: {
  markdown: string;
  className?: string;
  as?: 'span' | 'p' | 'caption' | 'figcaption';
  links?: boolean;
}) {
  const html = renderInlineMarkdown(markdown);
  return (
    <Tag
      className={className ? `markdown-text ${className}` : 'markdown-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our sanitizing Markdown renderer
      dangerouslySetInnerHTML={{ __html: links ? html : html.replace(ANCHOR_TAGS, '') }}
    />
  );
}

/** Paragraphs of Markdown (descriptions, explanations). */
export function MarkdownBlocks({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div
      className={className ? `markdown-text ${className}` : 'markdown-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our sanitizing Markdown renderer
      dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }}
    />
  );
}
