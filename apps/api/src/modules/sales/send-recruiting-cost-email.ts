import type { RecruitingCostEmailBody, RecruitingCostEmailReply } from '@learnbox/contracts';
import { computeRecruitingCost, describeRecruitingCost, SALES_MESSAGES } from '@learnbox/domain';
import type { MailMessage } from '../../platform/mail/mail.service';
import { recruitingCostMail } from './sales-mails';

/** RecruitingCostCalculatorUserForm: the estimate is computed here again and mailed. */
export async function sendRecruitingCostEmail(
  deps: { sendMail: (message: MailMessage) => Promise<unknown>; webOrigin: string },
  body: RecruitingCostEmailBody,
): Promise<RecruitingCostEmailReply> {
  const input = {
    hiresPerYear: body.calculator.hires_per_year,
    averageSalary: body.calculator.average_salary,
    recruiterFeePercent: body.calculator.recruiter_fee_percent,
    interviewHoursPerHire: body.calculator.interview_hours_per_hire,
    interviewerHourlyCost: body.calculator.interviewer_hourly_cost,
  };
  const result = computeRecruitingCost(input);
  await deps.sendMail(
    recruitingCostMail(body.email, body.name, describeRecruitingCost(input, result), deps.webOrigin),
  );
  return {
    message: SALES_MESSAGES.ESTIMATE_SENT,
    yearly_cost: result.yearlyCost,
    cost_per_hire: result.costPerHire,
  };
}
