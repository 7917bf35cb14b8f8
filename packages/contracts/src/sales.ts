import { z } from 'zod';
import { emailField } from './auth';

/** The sentences a visitor sees for bad input (contracts carry their own, like feedback.ts). */
const SALES_INPUT_MESSAGES = {
  NAME_REQUIRED: 'Enter your name.',
  COMPANY_REQUIRED: 'Enter your company.',
  SEATS_RANGE: 'Enter how many developers would learn, from 1 to 100000.',
  MESSAGE_TOO_LONG: 'Your message is at most 2000 characters long.',
  HIRES_RANGE: 'Enter how many engineers you hire a year, from 1 to 10000.',
  SALARY_RANGE: 'Enter an average yearly salary from 1 to 10000000 dollars.',
  FEE_RANGE: 'Enter a recruiting fee from 0 to 100 percent of the salary.',
  HOURS_RANGE: 'Enter interview hours per hire from 0 to 1000.',
  HOURLY_RANGE: 'Enter an interviewer cost per hour from 0 to 10000 dollars.',
} as const;

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const rangedNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, message).max(max, message);

/** ContactSpecialistModal on /business (spec section 2): a lead for sales. */
export const contactSpecialistBodySchema = z.object({
  name: requiredText(SALES_INPUT_MESSAGES.NAME_REQUIRED),
  email: emailField,
  company: requiredText(SALES_INPUT_MESSAGES.COMPANY_REQUIRED),
  seats: wholeNumber(SALES_INPUT_MESSAGES.SEATS_RANGE, 1, 100_000),
  message: z.string().trim().max(2000, SALES_INPUT_MESSAGES.MESSAGE_TOO_LONG).default(''),
});
export type ContactSpecialistBody = z.infer<typeof contactSpecialistBodySchema>;

export const contactSpecialistReplySchema = z.object({ id: z.string(), message: z.string() });
export type ContactSpecialistReply = z.infer<typeof contactSpecialistReplySchema>;

/** The calculator's inputs: the api computes the result again, never trusting one it is sent. */
export const recruitingCostInputSchema = z.object({
  hires_per_year: wholeNumber(SALES_INPUT_MESSAGES.HIRES_RANGE, 1, 10_000),
  average_salary: rangedNumber(SALES_INPUT_MESSAGES.SALARY_RANGE, 1, 10_000_000),
  recruiter_fee_percent: rangedNumber(SALES_INPUT_MESSAGES.FEE_RANGE, 0, 100),
  interview_hours_per_hire: rangedNumber(SALES_INPUT_MESSAGES.HOURS_RANGE, 0, 1000),
  interviewer_hourly_cost: rangedNumber(SALES_INPUT_MESSAGES.HOURLY_RANGE, 0, 10_000),
});
export type RecruitingCostInputBody = z.infer<typeof recruitingCostInputSchema>;

/** RecruitingCostCalculatorUserForm (spec section 2): who to send the estimate to, and the inputs. */
export const recruitingCostEmailBodySchema = z.object({
  name: requiredText(SALES_INPUT_MESSAGES.NAME_REQUIRED),
  email: emailField,
  calculator: recruitingCostInputSchema,
});
export type RecruitingCostEmailBody = z.infer<typeof recruitingCostEmailBodySchema>;

export const recruitingCostEmailReplySchema = z.object({
  message: z.string(),
  yearly_cost: z.number(),
  cost_per_hire: z.number(),
});
export type RecruitingCostEmailReply = z.infer<typeof recruitingCostEmailReplySchema>;
