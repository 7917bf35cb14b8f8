import { describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TRIAL_DAYS,
  enterpriseEntryState,
  enterpriseTermEnd,
  seatsWithOnboarding,
} from './enterprise-entry';

const now = new Date('2026-03-31T10:00:00Z');

describe('enterprise entry links', () => {
  it('a link is pending until used or past its end', () => {
    expect(enterpriseEntryState({ usedAt: null, expiresAt: new Date('2026-04-01T00:00:00Z') }, now)).toBe(
      'pending',
    );
    expect(enterpriseEntryState({ usedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(enterpriseEntryState({ usedAt: now, expiresAt: new Date('2020-01-01T00:00:00Z') }, now)).toBe(
      'used',
    );
  });

  it('a trial lasts its days, a sales-closed plan its calendar months', () => {
    expect(enterpriseTermEnd({ kind: 'trial', months: 0 }, now).getTime() - now.getTime()).toBe(
      ENTERPRISE_TRIAL_DAYS * 24 * 3600_000,
    );
    expect(enterpriseTermEnd({ kind: 'signup', months: 12 }, now).toISOString()).toBe(
      '2027-03-31T10:00:00.000Z',
    );
  });

  it('free onboarding seats add to the paid ones, never take away', () => {
    expect(seatsWithOnboarding(5, 5)).toBe(10);
    expect(seatsWithOnboarding(5, -3)).toBe(5);
  });
});
