/**
 * What the studio's work editors, the way in for authors and the author pages say (issue 14):
 * /collectioneditor, /patheditor, /answereditor, /teach, /create, /create-answer, collaborators,
 * /authors/{id}. The editor frame's own sentences are STUDIO_MESSAGES (messages.ts).
 */
export const WORKS_MESSAGES = {
  SIGN_IN_FOR_WORKS: 'Log in with your author account to see and write your works.',
  NO_WORKS: 'You have no works yet. Start a course or a shot.',
  TITLE_REQUIRED: 'Give it a title.',
  PRICE_REQUIRED: 'Enter a price of at least 1.00 USD, like 19.99.',
  TAG_INVALID: 'A tag uses letters, digits and - + # . only, at most 50 characters.',
  TOO_MANY_TAGS: 'At most 20 tags.',
  MODULE_EMPTY_TITLE: 'Every module and lesson needs a title.',
  URL_INVALID: 'Enter a full web address starting with https:// or http://.',
  SAVE_BEFORE_LESSON: 'Save your changes first: a new lesson is added to the saved draft.',
  REMOVE_MODULE: 'Remove this module and its lessons from the course? The lessons stay in the history.',
  REMOVE_LESSON: 'Remove this lesson from the course? It stays in the history.',
  REMOVE_COURSE_FROM_PATH: 'Remove this course from the path?',
  NO_COURSES_IN_PATH: 'This path has no courses yet. Add one from the catalogue.',
  NO_LESSONS: 'This course has no lessons yet. Add a module, then a lesson.',
  NO_ATTRIBUTIONS: 'No attributions. Add one when you build on someone else’s work.',
  ATTRIBUTIONS_SAVED: 'Attributions saved as a new draft revision.',
  COLLABORATOR_INVITED: 'Invitation sent. They join when they open the link in the e-mail.',
  REMOVE_COLLABORATOR: 'Remove this collaborator? They will no longer see the drafts.',
  NO_COLLABORATORS: 'Only you work on this so far.',
  INVITATION_ACCEPTED: 'You joined this work.',
  INVITATION_SIGN_IN: 'Log in with the e-mail address the invitation went to.',
  CREATING: 'Creating your draft…',
  CREATE_SIGN_IN: 'Log in or sign up first; your draft is created right after.',
  AUTHOR_NO_WORKS: 'No published works yet.',
  UNSAVED_LEAVE: 'You have unsaved changes. Save before opening another page.',
} as const;
