import { describe, expect, it } from 'vitest';
import { computeRecruitingCost, describeRecruitingCost } from './recruiting-cost';

const input = {
  hiresPerYear: 4,
  averageSalary: 120000,
  recruiterFeePercent: 20,
  interviewHoursPerHire: 30,
  interviewerHourlyCost: 85,
};

describe('computeRecruitingCost', () => {
  it('adds the fee and the interviewing time per hire, times the hires', () => {
    expect(computeRecruitingCost(input)).toEqual({
      feePerHire: 24000,
      interviewCostPerHire: 2550,
      costPerHire: 26550,
      yearlyCost: 106200,
    });
  });

  it('rounds fractional dollars per part', () => {
    const result = computeRecruitingCost({ ...input, averageSalary: 99999, recruiterFeePercent: 15 });
    expect(result.feePerHire).toBe(15000);
  });

  it('describes the estimate in lines a person reads', () => {
    const lines = describeRecruitingCost(input, computeRecruitingCost(input));
    expect(lines.at(-1)).toBe('Recruiting cost a year: $106,200');
  });
});
