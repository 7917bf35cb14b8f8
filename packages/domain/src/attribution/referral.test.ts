import { describe, expect, it } from 'vitest';
import { MAX_REFERRER_LENGTH, truncateReferrer, UTM_FIELDS } from './referral';

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
});
