import type { JsonObject } from './content-model';

/**
 * The words of a widget list, for the search index and read time. Prose counts at reading speed;
 * code is listed apart because it reads slower and should not flood search with keywords.
 */
export function widgetWords(widgets: readonly JsonObject[]): { prose: string; code: string } {
  const prose: string[] = [];
  const code: string[] = [];
  const add = (list: string[], value: unknown) => {
    if (typeof value === 'string' && value) list.push(value);
  };
  for (const widget of widgets) {
    add(prose, widget.title);
    add(prose, widget.caption);
    switch (widget.type) {
      case 'Markdown':
        add(prose, stripMarkdown(String(widget.markdown ?? '')));
        break;
      case 'Table':
        for (const column of (widget.columns as unknown[]) ?? []) add(prose, column);
        for (const row of (widget.rows as unknown[][]) ?? []) for (const cell of row) add(prose, cell);
        break;
      case 'Image':
        add(prose, widget.alt);
        break;
      case 'Quiz':
        for (const question of (widget.questions as JsonObject[]) ?? []) {
          add(prose, question.prompt);
          add(prose, question.explanation);
          for (const option of (question.options as JsonObject[]) ?? []) add(prose, option.text);
        }
        break;
      case 'RunJS':
        add(code, widget.code);
        break;
      case 'TabbedCode':
        for (const tab of (widget.tabs as JsonObject[]) ?? [])
          for (const file of (tab.files as JsonObject[]) ?? []) add(code, file.content);
        break;
      default:
        for (const file of (widget.files as JsonObject[]) ?? []) add(code, file.content);
    }
  }
  return { prose: prose.join('\n'), code: code.join('\n') };
}

/** Markdown to plain words: drops link targets, emphasis marks, math and callout markers. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/^```.*$/gm, ''))
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[!(NOTE|TIP|WARNING|IMPORTANT|CAUTION)\]/g, '')
    .replace(/[*_`#>|$\\~]/g, ' ');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
