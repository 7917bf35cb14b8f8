import { Document, isPair, isScalar, parse, visit } from 'yaml';
import type { JsonObject } from './content-model';

/**
 * A lesson or shot body as Markdown: prose becomes Markdown widgets, and every other widget is a
 * fenced block whose info string is `widget <Type>` and whose body is the widget as YAML:
 *
 *     ```widget Code
 *     id: hello
 *     language: python
 *     ...
 *     ```
 *
 * Markdown widgets get the ids md-1, md-2... in order, so the file never spells them out. Output
 * is canonical (fixed key order, fixed YAML style), which makes import-then-export byte-stable.
 */

const OPENER = /^```widget ([A-Za-z]+)$/;

/** Key order of widget fields in files; unknown keys follow alphabetically. */
const KEY_ORDER = [
  'id',
  'name',
  'label',
  'title',
  'caption',
  'language',
  'prompt',
  'multiple',
  'text',
  'correct',
  'src',
  'alt',
  'width',
  'height',
  'svg',
  'columns',
  'rows',
  'code',
  'files',
  'tabs',
  'main_file',
  'content',
  'stdin',
  'expected_output',
  'hidden_tests',
  'test_file',
  'solution',
  'hints',
  'runnable',
  'options',
  'questions',
  'explanation',
  'url',
  'note',
];

function rank(key: string): number {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
}

/** Deep copy with object keys in canonical order (jsonb does not keep key order). */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as JsonObject).sort(
      ([a], [b]) => rank(a) - rank(b) || a.localeCompare(b),
    );
    return Object.fromEntries(entries.map(([key, inner]) => [key, canonical(inner)]));
  }
  return value;
}

export const YAML_OPTIONS = {
  lineWidth: 0,
  blockQuote: 'literal',
  indentSeq: true,
  flowCollectionPadding: false,
} as const;

/** YAML in the content folder's one style; widget fields are put in canonical order. */
export function toYaml(value: unknown, { canonicalKeys = true } = {}): string {
  const doc = new Document(canonicalKeys ? canonical(value) : value);
  // Short lists (tags, slugs) and table rows read best on one line: [python, beginner].
  visit(doc, {
    Seq(_key, node, path) {
      const scalars = node.items.every((item) => isScalar(item) && !String(item.value).includes('\n'));
      if (!scalars || node.items.length === 0) return;
      const length = node.items.reduce<number>(
        (sum, item) => sum + String((item as { value: unknown }).value).length + 2,
        0,
      );
      const parentPair = path.at(-2);
      const isTableRow = isPair(parentPair) && isScalar(parentPair.key) && parentPair.key.value === 'rows';
      if (length <= 100 || isTableRow) node.flow = true;
    },
  });
  return doc.toString(YAML_OPTIONS);
}

function trimBlankLines(lines: string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] as string).trim() === '') start++;
  while (end > start && (lines[end - 1] as string).trim() === '') end--;
  return lines.slice(start, end).join('\n');
}

/** Parses a body into widgets; throws with the line number on a broken widget block. */
export function parseWidgetMarkdown(body: string, where: string): JsonObject[] {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const widgets: JsonObject[] = [];
  let prose: string[] = [];
  let markdownCount = 0;
  let inFence = false;
  const flushProse = () => {
    const markdown = trimBlankLines(prose);
    if (markdown) widgets.push({ type: 'Markdown', id: `md-${++markdownCount}`, markdown });
    prose = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const opener = inFence ? null : OPENER.exec(line);
    if (!opener) {
      // Ordinary code fences in prose may contain anything, even "```widget", so track them.
      // A fence closes only on a bare ``` line (CommonMark), so an info string never closes one.
      if (inFence ? /^(```|~~~)\s*$/.test(line) : /^(```|~~~)/.test(line)) inFence = !inFence;
      prose.push(line);
      continue;
    }
    flushProse();
    const end = lines.indexOf('```', i + 1);
    if (end === -1) throw new Error(`${where}:${i + 1}: widget block is not closed with a line "\`\`\`".`);
    const data = parse(lines.slice(i + 1, end).join('\n')) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      throw new Error(`${where}:${i + 1}: a widget block must hold YAML fields.`);
    }
    widgets.push({ type: opener[1] as string, ...(data as JsonObject) });
    i = end;
  }
  flushProse();
  return widgets;
}

/** Writes widgets back as a body; the inverse of parseWidgetMarkdown for canonical files. */
export function serializeWidgetMarkdown(widgets: readonly JsonObject[]): string {
  const parts = widgets.map((widget) => {
    const { type, ...fields } = widget;
    if (type === 'Markdown') return String(fields.markdown ?? '');
    return `\`\`\`widget ${String(type)}\n${toYaml(fields)}\`\`\``;
  });
  return `${parts.join('\n\n')}\n`;
}

/** Splits `---\nyaml\n---\nbody` into its front matter and body. */
export function splitFrontMatter(text: string, where: string): { data: JsonObject; body: string } {
  const normalized = text.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(normalized);
  if (!match) throw new Error(`${where}: the file must start with YAML front matter between "---" lines.`);
  const data = parse(match[1] as string) as JsonObject;
  return { data, body: normalized.slice(match[0].length) };
}

export function joinFrontMatter(data: JsonObject, body: string): string {
  return `---\n${toYaml(data, { canonicalKeys: false })}---\n\n${body}`;
}
