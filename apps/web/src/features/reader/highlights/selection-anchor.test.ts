import { describe, expect, it } from 'vitest';
import { anchorFromSelection, normaliseWithMap, rawRangeOfAnchor } from './selection-anchor';

const WIDGET = { widget_id: 'w1', widget_index: 2 };
// What a rendered Markdown widget's text nodes join to: block breaks as new lines.
const RAW = '\nFunctions\n\nA function is a value.\nYou can   pass a function to another function.\n';

describe('selection → anchor', () => {
  it('normalises whitespace and keeps a map back to the raw text', () => {
    const map = normaliseWithMap(RAW);
    expect(map.text).toBe('Functions A function is a value. You can pass a function to another function. ');
    expect(RAW[map.toRaw[0] as number]).toBe('F');
  });

  it.each<[string, string, { exact: string; prefix: string; suffix: string } | null]>([
    [
      'a phrase inside a paragraph',
      'pass a function',
      {
        exact: 'pass a function',
        prefix: 'Functions A function is a value. You can ',
        suffix: ' to another function. ',
      },
    ],
    [
      'across a line break',
      'value.\nYou',
      {
        exact: 'value. You',
        prefix: 'Functions A function is a ',
        suffix: ' can pass a function to another function. ',
      },
    ],
    [
      'spaces at the ends are dropped',
      ' a value.\n',
      {
        exact: 'a value.',
        prefix: 'Functions A function is ',
        suffix: ' You can pass a function to another function. ',
      },
    ],
    ['only whitespace selects nothing', '\n\n', null],
  ])('%s', (_name, selected, expected) => {
    const start = RAW.indexOf(selected);
    const anchor = anchorFromSelection(WIDGET, RAW, start, start + selected.length);
    if (expected === null) expect(anchor).toBeNull();
    else {
      expect(anchor).toMatchObject({ ...WIDGET, exact: expected.exact });
      expect(anchor?.suffix).toBe(expected.suffix.slice(0, 32));
      expect(anchor?.prefix).toBe(expected.prefix.slice(-32));
    }
  });

  it('a backwards selection gives the same anchor', () => {
    const start = RAW.indexOf('pass');
    expect(anchorFromSelection(WIDGET, RAW, start + 4, start)).toMatchObject({ exact: 'pass' });
  });

  it('finds the anchor again in the raw text, after edits too', () => {
    const start = RAW.indexOf('function to');
    const anchor = anchorFromSelection(WIDGET, RAW, start, start + 'function'.length);
    if (!anchor) throw new Error('no anchor');
    const range = rawRangeOfAnchor(WIDGET, RAW, anchor);
    expect(RAW.slice(range?.start, range?.end)).toBe('function');
    expect(range?.start).toBe(start);
    const edited = `\nIntro.\n${RAW}`;
    const moved = rawRangeOfAnchor(WIDGET, edited, anchor);
    expect(moved?.start).toBe(edited.indexOf('function to'));
    expect(rawRangeOfAnchor(WIDGET, '\nSomething else entirely.\n', anchor)).toBeNull();
  });

  it('a quote spanning a space run maps back to the whole raw stretch', () => {
    const start = RAW.indexOf('can');
    const anchor = anchorFromSelection(WIDGET, RAW, start, start + 'can   pass'.length);
    expect(anchor?.exact).toBe('can pass');
    const range = rawRangeOfAnchor(WIDGET, RAW, anchor as NonNullable<typeof anchor>);
    expect(RAW.slice(range?.start, range?.end)).toBe('can   pass');
  });
});
