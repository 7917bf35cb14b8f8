/** The HighlightsViewer's "Export as Markdown": a course's highlights and notes as one file. */

export interface ExportHighlight {
  exact: string;
  note: string;
  orphaned: boolean;
  /** Absolute link back to the highlight in the reader (…#highlight-{id}). */
  url: string;
}

export interface ExportLesson {
  title: string;
  highlights: ExportHighlight[];
}

export const highlightsExportTitle = (courseTitle: string) => `Highlights and notes: ${courseTitle}`;
export const EXPORT_ORPHANED_LINE = '_This passage is no longer in the lesson._';
export const EXPORT_LINK_TEXT = 'Open in the lesson';

/** A quote as a Markdown block quote, every line quoted, so it cannot break out into headings. */
function blockQuote(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/** The file's name: the course slug, safe on every system. */
export function highlightsExportFileName(courseSlug: string): string {
  return `${courseSlug.replace(/[^a-z0-9-]/gi, '-')}-highlights.md`;
}

export function highlightsToMarkdown(courseTitle: string, lessons: ExportLesson[]): string {
  const parts = [`# ${highlightsExportTitle(courseTitle)}`];
  for (const lesson of lessons) {
    if (lesson.highlights.length === 0) continue;
    parts.push(`## ${lesson.title}`);
    for (const highlight of lesson.highlights) {
      const lines = [blockQuote(highlight.exact)];
      if (highlight.orphaned) lines.push(EXPORT_ORPHANED_LINE);
      if (highlight.note.trim()) lines.push(highlight.note.trim());
      lines.push(`[${EXPORT_LINK_TEXT}](${highlight.url})`);
      parts.push(lines.join('\n\n'));
    }
  }
  return `${parts.join('\n\n')}\n`;
}
