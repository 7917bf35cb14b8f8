import { describe, expect, it } from 'vitest';
import { lessonAnchorTexts, markdownToReadableText } from './lesson-text';
import { type AnchorText, anchorAt, reanchor, type TextQuoteAnchor } from './text-anchor';

const ORIGINAL: AnchorText[] = [
  {
    widget_id: 'intro',
    widget_index: 0,
    text: 'Functions are values. You can pass a function to another function.',
  },
  { widget_id: 'more', widget_index: 1, text: 'A function is a value. Closures remember their scope.' },
];
const anchorOf = (block: AnchorText, quote: string, nth = 0): TextQuoteAnchor => {
  let at = -1;
  for (let i = 0; i <= nth; i += 1) at = block.text.indexOf(quote, at + 1);
  return anchorAt(block, at, at + quote.length);
};
const intro = ORIGINAL[0] as AnchorText;
const more = ORIGINAL[1] as AnchorText;

describe('reanchor: a stored highlight on the current lesson text', () => {
  it.each<
    [
      string,
      AnchorText[],
      TextQuoteAnchor,
      { orphaned: boolean; widget_id?: string; exact?: string; start?: number },
    ]
  >([
    [
      'unchanged text keeps its place',
      ORIGINAL,
      anchorOf(intro, 'pass a function'),
      { orphaned: false, widget_id: 'intro', exact: 'pass a function', start: 30 },
    ],
    [
      'text inserted before the quote moves it',
      [{ ...intro, text: `Read this first. ${intro.text}` }, more],
      anchorOf(intro, 'pass a function'),
      { orphaned: false, widget_id: 'intro', exact: 'pass a function', start: 47 },
    ],
    [
      'widgets reordered: found by widget id',
      [
        { ...more, widget_index: 0 },
        { ...intro, widget_index: 1 },
      ],
      anchorOf(more, 'Closures remember'),
      { orphaned: false, widget_id: 'more', exact: 'Closures remember', start: 23 },
    ],
    [
      'moved to another widget: found there',
      [
        { ...intro, text: 'Functions are values.' },
        { ...more, text: 'You can pass a function to another function. Closures too.' },
      ],
      anchorOf(intro, 'pass a function to another'),
      { orphaned: false, widget_id: 'more', exact: 'pass a function to another', start: 8 },
    ],
    [
      'a repeated quote: the context picks the right one',
      ORIGINAL,
      anchorOf(intro, 'function', 1),
      { orphaned: false, widget_id: 'intro', exact: 'function', start: intro.text.lastIndexOf('function') },
    ],
    [
      'the quote was reworded: found by its context',
      [{ ...intro, text: 'Functions are values. You can hand a function over to another function.' }, more],
      anchorOf(intro, 'pass a function to'),
      { orphaned: false, widget_id: 'intro', exact: 'hand a function over to' },
    ],
    [
      'whitespace differences do not matter',
      [{ ...intro, text: 'Functions are values. You can pass a function to another function.' }, more],
      { ...anchorOf(intro, 'pass a function'), exact: 'pass  a\nfunction' },
      { orphaned: false, exact: 'pass a function' },
    ],
    [
      'the passage is gone: orphaned, anchor kept',
      [
        { ...intro, text: 'Everything about this lesson changed.' },
        { ...more, text: 'Nothing of the old text remains.' },
      ],
      anchorOf(intro, 'pass a function'),
      { orphaned: true, widget_id: 'intro', exact: 'pass a function' },
    ],
    [
      'the widget was deleted, text elsewhere is not',
      [more],
      anchorOf(intro, 'pass a function'),
      { orphaned: true },
    ],
    [
      'an empty quote never anchors',
      ORIGINAL,
      { ...anchorOf(intro, 'pass'), exact: '  ' },
      { orphaned: true },
    ],
  ])('%s', (_name, blocks, anchor, expected) => {
    const result = reanchor(blocks, anchor);
    expect(result.orphaned).toBe(expected.orphaned);
    if (expected.widget_id) expect(result.anchor.widget_id).toBe(expected.widget_id);
    if (expected.exact) expect(result.anchor.exact).toBe(expected.exact);
    if (expected.start !== undefined && !result.orphaned) expect(result.start).toBe(expected.start);
  });

  it('says whether the anchor changed', () => {
    const anchor = anchorOf(intro, 'pass a function');
    expect(reanchor(ORIGINAL, anchor)).toMatchObject({ orphaned: false, changed: false });
    const moved = reanchor([{ ...intro, text: `New. ${intro.text}` }], anchor);
    expect(moved).toMatchObject({ orphaned: false, changed: true });
  });
});

describe('lesson text as the reader shows it', () => {
  it('drops Markdown marks', () => {
    expect(
      markdownToReadableText('## Title\n\nSome **bold** and `code` with [a link](https://x.y).').trim(),
    ).toBe('Title\n\nSome bold and code with a link.');
  });
  it('keeps Markdown widgets only, normalised', () => {
    const blocks = lessonAnchorTexts([
      { type: 'Markdown', id: 'a', markdown: '# Hi\n\n- one\n- two' },
      { type: 'Code', id: 'b', files: [] },
    ]);
    expect(blocks).toEqual([{ widget_id: 'a', widget_index: 0, text: 'Hi one two' }]);
  });
});
