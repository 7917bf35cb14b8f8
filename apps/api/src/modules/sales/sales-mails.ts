import type { ContactSpecialistBody } from '@learnbox/contracts';
import type { MailMessage } from '../../platform/mail/mail.service';

/** The lead as sales reads it; reply-to is the visitor, so sales answers with one click. */
export function leadMail(to: string, lead: ContactSpecialistBody): MailMessage {
  const text = [
    'A visitor asked to talk to a specialist on /business.',
    '',
    `Name: ${lead.name}`,
    `Work e-mail: ${lead.email}`,
    `Company: ${lead.company}`,
    `Seats: ${lead.seats}`,
    '',
    lead.message ? `Message:\n${lead.message}` : 'No message.',
  ].join('\n');
  return { to, subject: `New lead: ${lead.company} (${lead.seats} seats)`, text, kind: 'sales-lead' };
}

/** The recruiting cost estimate, to the person who asked for it. */
export function recruitingCostMail(
  to: string,
  name: string,
  lines: string[],
  webOrigin: string,
): MailMessage {
  const text = [
    `Hi ${name},`,
    '',
    'Here is the recruiting cost estimate you made on Learnbox:',
    '',
    ...lines,
    '',
    `Upskilling the engineers you have can cost less. See team plans at ${webOrigin}/business#plans`,
  ].join('\n');
  return { to, subject: 'Your recruiting cost estimate', text, kind: 'recruiting-cost' };
}
