import { ENTERPRISE_TRIAL_DAYS, ENTERPRISE_TRIAL_SEATS } from '@learnbox/domain';
import type { MailMessage } from '../../platform/mail/mail.service';
import { greet, layout } from '../../platform/mail/mail-layout';

/** One line: a company name typed in a form must not break the subject header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function enterpriseTrialMail(to: string, companyName: string, url: string): MailMessage {
  const lines = [
    `Here is the link to start the free Learnbox enterprise trial for ${oneLine(companyName)}: ${ENTERPRISE_TRIAL_DAYS} days, ${ENTERPRISE_TRIAL_SEATS} seats, with you as the organization's admin.`,
    'The link works once and expires in 7 days. If you did not ask for a trial, ignore this mail.',
  ];
  return {
    to,
    kind: 'enterprise-trial',
    subject: `Start your Learnbox enterprise trial for ${oneLine(companyName)}`,
    text: `${greet('')}\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(greet(''), lines, { label: 'Start the trial', url }),
  };
}

export function enterpriseSignupMail(
  to: string,
  companyName: string,
  seats: number,
  months: number,
  url: string,
): MailMessage {
  const lines = [
    `Your Learnbox enterprise plan for ${oneLine(companyName)} is ready: ${seats} ${seats === 1 ? 'seat' : 'seats'} for ${months} ${months === 1 ? 'month' : 'months'}, with you as the organization's admin.`,
    `Open the link, log in or sign up with ${to}, and your organization is created. The link works once and expires in 7 days.`,
  ];
  return {
    to,
    kind: 'enterprise-signup',
    subject: `Your Learnbox enterprise plan for ${oneLine(companyName)}`,
    text: `${greet('')}\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(greet(''), lines, { label: 'Set up your organization', url }),
  };
}

export const entryUrl = (webOrigin: string, kind: 'trial' | 'signup', token: string) =>
  `${webOrigin}/${kind === 'trial' ? 'enterprise-trial' : 'enterprise-signup'}/${encodeURIComponent(token)}`;
