/**
 * What the authoring studio's editors say to authors (issue 14). The conflict sentence is the
 * spec's CONTENT_JUST_UPDATED (errors/messages.ts), shown as the api sends it; these are ours.
 */
export const STUDIO_MESSAGES = {
  SAVED: 'All changes saved.',
  DIRTY: 'This draft has unsaved changes.',
  SAVING: 'Saving your changes…',
  SAVE_FAILED: 'Your changes could not be saved. Please try again.',
  REVIEWER_READ_ONLY:
    'You are a reviewer of this work: you can read, preview and see its history, not change it.',
  LOADING: 'Loading the editor…',
  SIGN_IN_TO_EDIT: 'Log in with your author account to edit this work.',
  MERGE_EXPLAINED:
    'Left: your unsaved version. Right: the version saved by someone else. Take their change or keep yours in each block, then save on top of theirs.',
  PUBLISH_CONFIRM: 'Publish this revision? Learners will see it right away.',
  PUBLISHED: 'Published. Learners see this revision now.',
  PUBLISH_BLOCKED_TESTS:
    'Run the tests against the solution of every Code widget, and make them pass, before publishing.',
  RESTORE_CONFIRM: 'Restore this revision? It becomes the newest draft; nothing is lost.',
  RESTORED: 'The revision was restored as the newest draft.',
  NO_REVISIONS: 'This work has no saved revisions yet.',
  SOLUTION_PASSES: 'The solution passes every test.',
  SOLUTION_FAILS: 'The solution fails at least one test.',
  SOLUTION_CHANGED: 'The solution or tests changed since the last check. Run the tests again.',
  SAVE_BEFORE_CHECK: 'Save your changes first: the tests run against the saved draft.',
  NO_WIDGET_MATCHES: 'No widget matches your search.',
  NO_WIDGETS: 'This lesson has no widgets yet. Add one below.',
  MERGE_NOT_OBJECT: 'The merged version must stay one JSON object.',
  mergeNotJson: (detail: string) => `The merged version is not valid JSON: ${detail}`,
  DRAFT_PREVIEW: 'This is how learners will see this draft once it is published.',
} as const;
