/**
 * The recruiting cost calculator on /business (spec section 2 RecruitingCostCalculatorUserForm):
 * what hiring engineers costs a year, so a buyer can weigh it against upskilling their own team.
 * Amounts are whole dollars: an estimate, not a charge.
 */
export interface RecruitingCostInput {
  hiresPerYear: number;
  averageSalary: number;
  /** Agency or recruiter fee, as a percentage of the first-year salary. */
  recruiterFeePercent: number;
  interviewHoursPerHire: number;
  interviewerHourlyCost: number;
}

export interface RecruitingCostResult {
  feePerHire: number;
  interviewCostPerHire: number;
  costPerHire: number;
  yearlyCost: number;
}

/** Fee plus interviewing time per hire, times hires; each part rounded to the dollar. */
export function computeRecruitingCost(input: RecruitingCostInput): RecruitingCostResult {
  const feePerHire = Math.round((input.averageSalary * input.recruiterFeePercent) / 100);
  const interviewCostPerHire = Math.round(input.interviewHoursPerHire * input.interviewerHourlyCost);
  const costPerHire = feePerHire + interviewCostPerHire;
  return { feePerHire, interviewCostPerHire, costPerHire, yearlyCost: costPerHire * input.hiresPerYear };
}

/** The estimate as plain lines, for the mail and the page alike. */
export function describeRecruitingCost(input: RecruitingCostInput, result: RecruitingCostResult): string[] {
  const usd = (value: number) => `$${value.toLocaleString('en-US')}`;
  return [
    `Engineers hired a year: ${input.hiresPerYear}`,
    `Average salary: ${usd(input.averageSalary)}`,
    `Recruiting fee: ${input.recruiterFeePercent}% of salary, ${usd(result.feePerHire)} per hire`,
    `Interviewing: ${input.interviewHoursPerHire} hours at ${usd(input.interviewerHourlyCost)} an hour, ${usd(result.interviewCostPerHire)} per hire`,
    `Cost per hire: ${usd(result.costPerHire)}`,
    `Recruiting cost a year: ${usd(result.yearlyCost)}`,
  ];
}
