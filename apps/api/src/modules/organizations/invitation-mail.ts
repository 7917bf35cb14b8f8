import type { MailMessage } from '../../platform/mail/mail.service';
import { greet, layout } from '../../platform/mail/mail-layout';

export function teamInvitationMail(
  to: string,
  organizationName: string,
  inviterName: string,
  url: string,
  hasAccount = true,
): MailMessage {
  const lines = [
    `${inviterName} invited you to join ${organizationName} on Learnbox, with a seat on the team's subscription.`,
    hasAccount
      ? `Log in with ${to} to accept. The link works once and expires in 7 days.`
      : `Open the link, choose your name and a password, and your account joins the team. The link works once and expires in 7 days.`,
  ];
  return {
    to,
    kind: 'team-invitation',
    // One line: a name typed at checkout must not break the subject header.
    subject: `Join ${organizationName.replace(/\s+/g, ' ')} on Learnbox`,
    text: `${greet('')}\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(greet(''), lines, { label: `Join ${organizationName}`, url }),
  };
}
