import { Marked, type Tokens } from 'marked';
import temml from 'temml';
import { escapeHtml, highlightCode } from '../code-highlight/highlight';

/**
 * Lesson Markdown to HTML, on the server: GitHub-flavoured Markdown, $inline$ and $$display$$
 * math as MathML (no fonts or scripts to load), GitHub-style callouts ("> [!NOTE]"), highlighted
 * code. Authors' raw HTML is shown as text and only http(s), mailto and site links are kept, so
 * a lesson cannot inject markup or scripts into the page.
 */

const CALLOUTS = {
  NOTE: 'Note',
  TIP: 'Tip',
  IMPORTANT: 'Important',
  WARNING: 'Warning',
  CAUTION: 'Caution',
} as const;

function renderMath(tex: string, displayMode: boolean): string {
  try {
    return temml.renderToString(tex, { displayMode, throwOnError: true });
  } catch {
    return `<code class="math-error">${escapeHtml(tex)}</code>`;
  }
}

function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed) || /^[/#]/.test(trimmed)) return trimmed;
  return null;
}

const marked = new Marked({
  gfm: true,
  async: false,
  extensions: [
    {
      name: 'blockMath',
      level: 'block',
      start: (src) => src.match(/^\$\$/m)?.index,
      tokenizer(src) {
        const match = /^\$\$\n?([\s\S]+?)\n?\$\$(?:\n|$)/.exec(src);
        if (match) return { type: 'blockMath', raw: match[0], text: (match[1] as string).trim() };
        return undefined;
      },
      renderer: (token) => `<div class="math-block">${renderMath(token.text as string, true)}</div>`,
    },
    {
      name: 'inlineMath',
      level: 'inline',
      start: (src) => src.indexOf('$'),
      tokenizer(src) {
        // $...$ with no space just inside the dollars, so prices like "$5 and $6" stay text.
        const match = /^\$(?!\s)((?:\\\$|[^$\n])+?)(?<!\s)\$(?!\d)/.exec(src);
        if (match) return { type: 'inlineMath', raw: match[0], text: match[1] as string };
        return undefined;
      },
      renderer: (token) => renderMath(token.text as string, false),
    },
  ],
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
    code(token: Tokens.Code) {
      const language = token.lang?.split(/\s/)[0];
      const label = language ? ` data-language="${escapeHtml(language)}"` : '';
      return `<pre class="code-block"${label}><code class="hljs">${highlightCode(token.text, language)}</code></pre>\n`;
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = safeHref(token.href);
      if (!href) return text;
      const external = /^https?:/i.test(href);
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<a href="${escapeHtml(href)}"${title}${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      const href = safeHref(token.href);
      if (!href) return escapeHtml(token.text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(token.text)}" loading="lazy" />`;
    },
    blockquote(token: Tokens.Blockquote) {
      const match = /^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/.exec(token.text);
      if (!match) return `<blockquote>${this.parser.parse(token.tokens)}</blockquote>\n`;
      const kind = match[1] as keyof typeof CALLOUTS;
      const body = marked.parse(token.text.slice(match[0].length)) as string;
      return `<aside class="callout callout-${kind.toLowerCase()}" role="note" aria-label="${CALLOUTS[kind]}"><p class="callout-title">${CALLOUTS[kind]}</p>${body}</aside>\n`;
    },
    table(token: Tokens.Table) {
      const head = token.header
        .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
        .join('');
      const rows = token.rows
        .map(
          (row) =>
            `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
        )
        .join('');
      return `<div class="table-scroll" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** Inline Markdown (quiz prompts, table cells): no paragraphs around it. */
export function renderInlineMarkdown(markdown: string): string {
  return marked.parseInline(markdown) as string;
}
