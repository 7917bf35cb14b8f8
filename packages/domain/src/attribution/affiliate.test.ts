import { describe, expect, it } from 'vitest';
import {
  decideImpactClickId,
  IMPACT_CLICK_ID_TTL_MS,
  MISSING_IMPACT_CLICK_ID_MESSAGE,
  parseAffiliateId,
  readImpactClickId,
} from './affiliate';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;

describe('affiliate id must be a number (spec section 5)', () => {
  it.each([
    ['123', 123],
    [' 42 ', 42],
    [7, 7],
    ['0', 0],
    ['12abc', null],
    ['1e3', null],
    ['-4', null],
    ['', null],
    [1.5, null],
    [-1, null],
    ['99999999999999999999', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseAffiliateId(value)).toBe(expected);
  });
});

describe('impact click id (spec sections 5 and 9)', () => {
  it('keeps a click id 30 days', () => {
    expect(IMPACT_CLICK_ID_TTL_MS).toBe(30 * DAY);
  });

  it.each([
    [
      'special affiliate with id',
      { affiliateId: 5, clickId: ' abc ' },
      { action: 'store', value: { clickId: 'abc', expiresAt: NOW + 30 * DAY } },
    ],
    [
      'special affiliate without id',
      { affiliateId: 5, clickId: undefined },
      { action: 'report-error', message: MISSING_IMPACT_CLICK_ID_MESSAGE },
    ],
    [
      'special affiliate with blank id',
      { affiliateId: 5, clickId: '  ' },
      { action: 'report-error', message: MISSING_IMPACT_CLICK_ID_MESSAGE },
    ],
    ['other affiliate', { affiliateId: 6, clickId: 'abc' }, { action: 'skip' }],
    ['no affiliate', { affiliateId: null, clickId: null }, { action: 'skip' }],
  ])('%s', (_name, input, expected) => {
    expect(decideImpactClickId({ ...input, specialAffiliateId: 5, now: NOW })).toEqual(expected);
  });

  it.each([
    [NOW + 29 * DAY, 'abc'],
    [NOW + 30 * DAY, 'abc'],
    [NOW + 30 * DAY + 1, null],
  ])('stored id read at %i', (now, expected) => {
    expect(readImpactClickId({ clickId: 'abc', expiresAt: NOW + 30 * DAY }, now)).toBe(expected);
  });

  it('reads nothing when nothing is stored', () => {
    expect(readImpactClickId(null, NOW)).toBeNull();
  });
});
