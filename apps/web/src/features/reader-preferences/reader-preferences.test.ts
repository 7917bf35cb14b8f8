import { DEFAULT_READER_PREFERENCES } from '@learnbox/contracts';
import { describe, expect, it } from 'vitest';
import {
  parseReaderPreferences,
  readerStyle,
  readerThemeAttribute,
  serializeReaderPreferences,
} from './reader-preferences';

describe('reader preferences cookie', () => {
  it('round-trips and falls back to the defaults on anything invalid', () => {
    const prefs = { font_family: 'serif', font_size: 20, line_height: 1.9, theme: 'sepia' } as const;
    expect(parseReaderPreferences(serializeReaderPreferences(prefs))).toEqual(prefs);
    for (const raw of [
      undefined,
      '',
      'nope',
      '%7B%7D',
      serializeReaderPreferences({ ...prefs, font_size: 99 }),
    ]) {
      expect(parseReaderPreferences(raw)).toEqual(DEFAULT_READER_PREFERENCES);
    }
  });

  it('becomes CSS variables and a theme attribute', () => {
    expect(readerStyle({ ...DEFAULT_READER_PREFERENCES, font_size: 19 })['--reader-size']).toBe('19px');
    expect(readerThemeAttribute(DEFAULT_READER_PREFERENCES)).toBeUndefined();
    expect(readerThemeAttribute({ ...DEFAULT_READER_PREFERENCES, theme: 'sepia' })).toBe('sepia');
  });
});
