import { ASSIGNMENT_MAIL_TEXT, formatDue, type ReminderKind } from '@learnbox/domain';
import type { MailMessage } from '../../platform/mail/mail.service';
import { greet, layout } from '../../platform/mail/mail-layout';

/** Subjects are one line: a title typed in the studio must not break the header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function reminderMail(input: {
  to: string;
  name: string;
  kind: ReminderKind;
  title: string;
  organization: string;
  dueAt: Date;
  url: string;
}): MailMessage {
  const due = formatDue(input.dueAt);
  const line =
    input.kind === 'due_soon'
      ? ASSIGNMENT_MAIL_TEXT.dueSoonLine(input.title, input.organization, due)
      : ASSIGNMENT_MAIL_TEXT.overdueLine(input.title, input.organization, due);
  const subject =
    input.kind === 'due_soon'
      ? ASSIGNMENT_MAIL_TEXT.dueSoonSubject(input.title)
      : ASSIGNMENT_MAIL_TEXT.overdueSubject(input.title);
  return {
    to: input.to,
    kind: input.kind === 'due_soon' ? 'assignment-due-soon' : 'assignment-overdue',
    subject: oneLine(subject),
    text: `${greet(input.name)}\n\n${line}\n\n${input.url}\n`,
    html: layout(greet(input.name), [line], { label: ASSIGNMENT_MAIL_TEXT.OPEN_LABEL, url: input.url }),
  };
}

export function weeklySummaryMail(input: {
  to: string;
  name: string;
  organization: string;
  completions: number;
  overdue: number;
  url: string;
}): MailMessage {
  const line = ASSIGNMENT_MAIL_TEXT.weeklyLine(input.completions, input.overdue);
  return {
    to: input.to,
    kind: 'assignment-weekly-summary',
    subject: oneLine(ASSIGNMENT_MAIL_TEXT.weeklySubject(input.organization)),
    text: `${greet(input.name)}\n\n${line}\n\n${input.url}\n`,
    html: layout(greet(input.name), [line], { label: ASSIGNMENT_MAIL_TEXT.REPORT_LABEL, url: input.url }),
  };
}
