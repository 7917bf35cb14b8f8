import { escapeHtml, highlightCode } from './highlight';

/**
 * highlight.js HTML cut into one string per source line, every line with its own balanced
 * `<span>`s (a token that spans lines, like a multi-line string, is closed at the end of each
 * line and reopened on the next), so each line can sit in its own element as in CodeMirror.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let line = '';
  for (const part of html.split(/(<span[^>]*>|<\/span>|\n)/)) {
    if (part === '\n') {
      lines.push(line + '</span>'.repeat(open.length));
      line = open.join('');
    } else if (part.startsWith('<span')) {
      open.push(part);
      line += part;
    } else if (part === '</span>') {
      open.pop();
      line += part;
    } else line += part;
  }
  lines.push(line + '</span>'.repeat(open.length));
  return lines;
}

/** A program's lines, highlighted on the server as the editor will show them. */
export function highlightLines(code: string, language: string): string[] {
  return splitHighlightedLines(highlightCode(code, language));
}

/** Lines without highlighting (edited code the server never saw). */
export function plainLines(code: string): string[] {
  return code.split('\n').map(escapeHtml);
}
