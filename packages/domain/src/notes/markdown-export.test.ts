import { describe, expect, it } from 'vitest';
import { highlightInputProblem } from './highlight-input';
import { highlightsExportFileName, highlightsToMarkdown } from './markdown-export';
import { NOTES_MESSAGES } from './messages';

describe('highlights as Markdown', () => {
  it('writes the course, a heading per lesson, quotes, notes and links back', () => {
    const markdown = highlightsToMarkdown('Modern JavaScript', [
      {
        title: 'Functions',
        highlights: [
          {
            exact: 'Functions are values.\n# not a heading',
            note: 'Key idea.',
            orphaned: false,
            url: 'https://x/a#highlight-1',
          },
          { exact: 'Gone text', note: '', orphaned: true, url: 'https://x/a#highlight-2' },
        ],
      },
      { title: 'Empty lesson', highlights: [] },
    ]);
    expect(markdown).toBe(
      `${[
        '# Highlights and notes: Modern JavaScript',
        '## Functions',
        '> Functions are values.\n> # not a heading\n\nKey idea.\n\n[Open in the lesson](https://x/a#highlight-1)',
        '> Gone text\n\n_This passage is no longer in the lesson._\n\n[Open in the lesson](https://x/a#highlight-2)',
      ].join('\n\n')}\n`,
    );
    expect(highlightsExportFileName('modern-javascript')).toBe('modern-javascript-highlights.md');
  });
});

describe('highlight input', () => {
  it.each<[Parameters<typeof highlightInputProblem>[0], string | null]>([
    [{ exact: 'a quote', note: 'fine', colour: 'blue' }, null],
    [{ exact: ' \n ' }, NOTES_MESSAGES.QUOTE_REQUIRED],
    [{ exact: 'x'.repeat(2001) }, NOTES_MESSAGES.QUOTE_TOO_LONG],
    [{ exact: 'a', prefix: 'p'.repeat(65) }, NOTES_MESSAGES.CONTEXT_TOO_LONG],
    [{ note: 'n'.repeat(5000) }, null],
    [{ note: 'n'.repeat(5001) }, NOTES_MESSAGES.NOTE_TOO_LONG],
    [{ colour: 'purple' }, NOTES_MESSAGES.COLOUR_UNKNOWN],
  ])('case %#', (input, expected) => {
    expect(highlightInputProblem(input)).toBe(expected);
  });
});
