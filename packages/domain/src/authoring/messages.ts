/**
 * What the authoring studio says to people (issue 14). The conflict sentence is the spec's
 * (KNOWN_MESSAGES.CONTENT_JUST_UPDATED, errors/messages.ts); the others are ours.
 */
export const AUTHORING_MESSAGES = {
  /** Every studio call on a work the caller does not collaborate on: its existence stays hidden. */
  WORK_NOT_FOUND: 'This work does not exist, or you are not one of its collaborators.',
  VERIFY_EMAIL_FIRST: 'Verify your e-mail address before writing in the studio.',
  REVIEWER_CANNOT_SAVE:
    'Reviewers can read, preview and comment on this work, but only owners and editors can change it.',
  REVIEWER_CANNOT_PUBLISH: 'Reviewers cannot publish. Ask an owner or editor of this work to publish it.',
  OWNERS_ONLY: 'Only the owners of this work can manage its collaborators.',
  LAST_OWNER: 'A work needs at least one owner: make someone else an owner first.',
  AUTHOR_STAYS_OWNER: 'The author of this work is always one of its owners and cannot be removed or changed.',
  ALREADY_COLLABORATOR: 'This person is already a collaborator on this work.',
  COLLABORATOR_NOT_FOUND: 'This person is not a collaborator on this work.',
  INVITATION_NOT_FOUND: 'This invitation link is not valid any more. Ask the owner to invite you again.',
  INVITATION_OTHER_EMAIL:
    'This invitation was sent to another e-mail address. Sign in with the address that received it.',
  REVISION_NOT_FOUND: 'This work has no such revision.',
  LESSON_NOT_IN_COURSE: 'This lesson is not part of its course any more. Add it to a module first.',
  PUBLISH_COURSE_FIRST: 'This lesson is new in its course: publish the course to publish it.',
  MODULE_NOT_FOUND: 'This course has no such module.',
  NOT_A_COURSE: 'Lessons can only be added to a course.',
  WIDGET_NOT_FOUND: 'This page has no code widget with that id.',
  NO_SOLUTION: 'Add a solution to this code widget before checking it against its tests.',
  NOT_RUNNABLE: 'This code widget cannot be run, so there is no solution to check.',
  NO_TESTS: 'Add an expected output or hidden tests to this code widget before checking its solution.',
  COURSE_ID_UNKNOWN: 'A path can only hold published courses; one of its course ids is not one.',
  WORK_KIND_MISMATCH: 'Attributions belong to shots.',
  AUTHOR_NOT_FOUND: 'There is no author with this id.',
  BAD_DOCUMENT: 'This document does not fit its kind of work. Fix the fields named below.',
} as const;

/** The invitation e-mail's lines (the link follows them). */
export function workInvitationLines(inviterName: string, title: string, role: string): string[] {
  return [
    `${inviterName} invited you to work on “${title}” on Learnbox as ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}.`,
    'Sign in or sign up with this e-mail address to accept.',
  ];
}

export const workInvitationSubject = (title: string) => `Work on ${title.replace(/\s+/g, ' ')} on Learnbox`;

/** Invitations one person may send per hour across their works: a team's worth, never a mailing list. */
export const WORK_INVITATIONS_PER_HOUR = 30;
