import type { MailMessage } from '../../platform/mail/mail.service';
import { greet, layout } from '../../platform/mail/mail-layout';

/* The mails of the accounts module: address check, password reset and set-up, login codes. */

export function verificationMail(to: string, name: string, url: string): MailMessage {
  const lines = [
    'Please confirm your e-mail address to finish setting up your Learnbox account.',
    'The link works once and expires in 24 hours.',
  ];
  return {
    to,
    kind: 'verify-email',
    subject: 'Verify your e-mail address',
    text: `${greet(name)}\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(greet(name), lines, { label: 'Verify e-mail', url }),
  };
}

export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  const lines = [
    'Someone asked to reset the password of your Learnbox account. If it was you, choose a new password with the link below.',
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail.',
  ];
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your Learnbox password',
    text: `${greet(name)}\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(greet(name), lines, { label: 'Choose a new password', url }),
  };
}

export function setPasswordMail(to: string, name: string, url: string): MailMessage {
  const lines = [
    'Your Learnbox account is ready. Choose a password to log in any time.',
    'The link works once and expires in 7 days.',
  ];
  return {
    to,
    kind: 'set-password',
    subject: 'Choose your Learnbox password',
    text: `${greet(name)}\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(greet(name), lines, { label: 'Choose a password', url }),
  };
}

export function twoFactorCodeMail(to: string, name: string, code: string): MailMessage {
  const lines = [
    `Your Learnbox login code is ${code}.`,
    'It expires in 5 minutes. Never share it with anyone.',
  ];
  return {
    to,
    kind: 'two-factor-code',
    subject: `Your Learnbox login code: ${code}`,
    text: `${greet(name)}\n\n${lines.join('\n')}\n`,
    html: layout(greet(name), lines),
  };
}
