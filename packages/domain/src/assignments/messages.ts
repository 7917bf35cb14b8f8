/** What assignments, nudges and reports say to people (issue 16 "Assignments", "Reports"). */

export const ASSIGNMENT_MESSAGES = {
  WORK_NOT_FOUND:
    'We could not find that course, path, assessment or project. Choose it again from the list.',
  WORK_NOT_IN_CATALOGUE:
    "This work is not in your organization's catalogue, so its members could not open it. Add it to the catalogue first or choose another.",
  NO_ASSIGNEES: 'Choose at least one member or group to assign this to.',
  ASSIGNEE_NOT_MEMBER: 'Some of the chosen people are not members of this organization.',
  GROUP_NOT_FOUND: 'Some of the chosen groups do not belong to this organization.',
  DUE_IN_PAST: 'Choose a due date in the future.',
  ASSIGNMENT_NOT_FOUND: 'We could not find that assignment in this organization.',
  GROUP_NAME_TAKEN: 'This organization already has a group with that name. Choose another name.',
  NOT_ASSIGNED: 'This person is not assigned this work.',
  NUDGED_TODAY: 'You already nudged this person about this assignment today. You can nudge again tomorrow.',
  NUDGE_NOT_FOUND: 'We could not find that nudge.',
  DEV_JOBS_OFF:
    'The assignment jobs route is off: it is only served on a set-up bound to loopback, with no SMTP configured.',
  LOGIN_REQUIRED: 'Please log in to see your assignments.',
  /** The title shown for an assignment whose course, path, assessment or project was unpublished. */
  WORK_UNPUBLISHED_TITLE: 'Work that is no longer published',
} as const;

/** Words of the reminder and summary mails (kept here so tests assert the same sentences). */
export const ASSIGNMENT_MAIL_TEXT = {
  dueSoonSubject: (title: string) => `Reminder: "${title}" is due soon`,
  dueSoonLine: (title: string, organization: string, due: string) =>
    `${organization} assigned you "${title}", due on ${due}.`,
  overdueSubject: (title: string) => `"${title}" is past its due date`,
  overdueLine: (title: string, organization: string, due: string) =>
    `${organization} assigned you "${title}", which was due on ${due} and is not completed yet.`,
  OPEN_LABEL: 'Open it',
  weeklySubject: (organization: string) => `${organization}: this week's learning summary`,
  weeklyLine: (completions: number, overdue: number) =>
    `This week your members completed ${completions} assigned ${completions === 1 ? 'item' : 'items'}; ${overdue} ${overdue === 1 ? 'assignment is' : 'assignments are'} overdue.`,
  REPORT_LABEL: 'See the reports',
} as const;
