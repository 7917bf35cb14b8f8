import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toResult } from '../errors/domain-error';
import { AUDIENCES, FEATURE_SETS, TERM_MONTHS } from './plan-catalog';
import { formatPlanCode, PLAN_CODE_FORMAT_MESSAGE, parsePlanCode } from './plan-code';

describe('plan codes product-months-audience (spec section 2)', () => {
  it.each([
    ['150-12-6000', { featureSet: 150, months: 12, audience: 6000 }],
    ['200-12-6000', { featureSet: 200, months: 12, audience: 6000 }],
    ['400-24-6000', { featureSet: 400, months: 24, audience: 6000 }],
    ['300-1-6003', { featureSet: 300, months: 1, audience: 6003 }],
    [' 100-3-6999 ', { featureSet: 100, months: 3, audience: 6999 }],
  ])('parses %s', (code, expected) => {
    expect(parsePlanCode(code)).toEqual(expected);
  });

  it('has the exact format message', () => {
    expect(PLAN_CODE_FORMAT_MESSAGE).toBe(
      'Plan code must look like product-months-audience, e.g. 150-12-6000',
    );
  });

  it.each([
    ['', PLAN_CODE_FORMAT_MESSAGE],
    ['150-12', PLAN_CODE_FORMAT_MESSAGE],
    ['150_12_6000', PLAN_CODE_FORMAT_MESSAGE],
    ['150-12-6000-1', PLAN_CODE_FORMAT_MESSAGE],
    ['a-12-6000', PLAN_CODE_FORMAT_MESSAGE],
    ['-150-12-6000', PLAN_CODE_FORMAT_MESSAGE],
    [
      '999-12-6000',
      "Unknown product 999 in plan code '999-12-6000'; expected one of 100, 150, 200, 250, 300, 400",
    ],
    ['150-6-6000', "Unknown term of 6 months in plan code '150-6-6000'; expected one of 1, 3, 12, 24"],
    ['150-12-7000', "Unknown audience 7000 in plan code '150-12-7000'"],
  ])('rejects %j with a clear 400', (code, message) => {
    const result = toResult(() => parsePlanCode(code));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      expect(result.error.status).toBe(400);
    }
  });

  it('rejects a non-string at runtime', () => {
    expect(() => parsePlanCode(undefined as unknown as string)).toThrow(PLAN_CODE_FORMAT_MESSAGE);
  });

  it('formats a plan', () => {
    expect(formatPlanCode({ featureSet: 400, months: 24, audience: 6000 })).toBe('400-24-6000');
  });

  it('parse(format(x)) equals x for every valid plan (property)', () => {
    const plan = fc.record({
      featureSet: fc.constantFrom(...FEATURE_SETS),
      months: fc.constantFrom(...TERM_MONTHS),
      audience: fc.constantFrom(...AUDIENCES),
    });
    fc.assert(
      fc.property(plan, (x) => {
        expect(parsePlanCode(formatPlanCode(x))).toEqual(x);
      }),
    );
  });
});
