import { describe, expect, it } from 'vitest';
import { planLabel, termLabel } from './plan-label';

describe('planLabel', () => {
  it.each([
    ['200-1-6000', undefined, 'Standard, monthly'],
    ['300-12-6000', undefined, 'Premium, annual'],
    ['400-24-6000', undefined, 'Premium Plus, biennial'],
    ['300-12-6001', undefined, 'Team Premium, annual'],
    ['400-12-6004', undefined, 'Enterprise Premium Plus, annual'],
    ['200-12-6001', 'Team', 'Team, annual'],
    ['nonsense', undefined, 'a plan'],
    [null, 'Standard', 'Standard'],
  ])('%s (%s) reads "%s"', (code, name, expected) => {
    expect(planLabel(code, name)).toBe(expected);
  });

  it('never shows a code', () => {
    for (const code of ['200-1-6000', '150-12-6000', '300-3-6003'])
      expect(planLabel(code)).not.toMatch(/\d{3}-\d+-\d{4}/);
  });

  it('names the spec terms and counts the others', () => {
    expect([1, 3, 12, 24, 18].map(termLabel)).toEqual([
      'monthly',
      'quarterly',
      'annual',
      'biennial',
      '18 months',
    ]);
  });
});
