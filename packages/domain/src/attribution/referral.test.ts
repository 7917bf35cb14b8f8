import { describe, expect, it } from 'vitest';
import {
  extractUtmValues,
  MAX_REFERRER_LENGTH,
  mergeInitialUtm,
  truncateReferrer,
  UTM_FIELDS,
} from './referral';

describe('referrer (spec sections 5 and 9)', () => {
  it('is cut to 512 characters', () => {
    expect(MAX_REFERRER_LENGTH).toBe(512);
    expect(truncateReferrer('a'.repeat(511))).toHaveLength(511);
    expect(truncateReferrer('a'.repeat(512))).toHaveLength(512);
    expect(truncateReferrer('a'.repeat(513))).toBe('a'.repeat(512));
  });

  it('never leaves half an emoji', () => {
    const cut = truncateReferrer(`${'a'.repeat(511)}😀tail`);
    expect(cut).toBe('a'.repeat(511));
  });
});

describe('UTM fields (spec sections 3 and 7)', () => {
  it('lists the fields', () => {
    expect(UTM_FIELDS).toEqual(['source', 'content', 'medium', 'campaign', 'term']);
  });

  it('reads utm parameters, skipping blanks and others', () => {
    expect(extractUtmValues('?utm_source=google&utm_medium=cpc&utm_term=&ref=x')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
    });
    expect(extractUtmValues(new URLSearchParams('utm_campaign=bf'))).toEqual({ utm_campaign: 'bf' });
  });

  it.each([
    [
      'first touch becomes initial',
      {},
      { utm_source: 'google', utm_campaign: 'bf' },
      { initial_utm_source: 'google', initial_utm_campaign: 'bf' },
    ],
    [
      'first touch is kept whole',
      { initial_utm_source: 'newsletter' },
      { utm_source: 'google', utm_medium: 'cpc' },
      { initial_utm_source: 'newsletter' },
    ],
    ['nothing to record', {}, {}, {}],
  ])('%s', (_name, stored, current, expected) => {
    expect(mergeInitialUtm(stored, current)).toEqual(expected);
  });
});
