import type { MailMessage } from './mail.service';

/** Mail bodies are HTML: anything a user typed (a name) must not become markup. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(greeting: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#5553ff;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;max-width:520px"><p>${escapeHtml(greeting)}</p>${body}${button}<p style="color:#666">The Learnbox team</p></div>`;
}

const greet = (name: string) => `Hi ${name || 'there'},`;

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

export function teamInvitationMail(
  to: string,
  organizationName: string,
  inviterName: string,
  url: string,
): MailMessage {
  const lines = [
    `${inviterName} invited you to join ${organizationName} on Learnbox, with a seat on the team's subscription.`,
    `Log in or sign up with ${to} to accept. The link works once and expires in 7 days.`,
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
