import { describe, expect, it } from 'vitest';
import { linkToken } from './link-token';

describe('the token of a link segment', () => {
  it('decodes an encoded token and keeps one that does not decode', () => {
    expect(linkToken('abc%2Ddef')).toBe('abc-def');
    expect(linkToken('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
