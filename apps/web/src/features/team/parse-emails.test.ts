import { describe, expect, it } from 'vitest';
import { parseEmails } from './parse-emails';

describe('parseEmails', () => {
  it('splits on commas, semicolons, spaces and new lines, once each, lower-cased', () => {
    expect(parseEmails(' Ann@x.com, bob@x.com;\ncid@x.com  ann@X.com ')).toEqual([
      'ann@x.com',
      'bob@x.com',
      'cid@x.com',
    ]);
  });

  it('gives nothing for blank input', () => {
    expect(parseEmails(' ,; \n')).toEqual([]);
  });
});
