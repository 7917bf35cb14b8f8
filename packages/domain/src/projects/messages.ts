/** What projects say to people (issue 15 "Projects"). */
export const PROJECT_MESSAGES = {
  LOGIN_REQUIRED: 'Please log in to work on a project.',
  NOT_STARTED: 'Start the project before you submit a task.',
  TASK_LOCKED: 'Finish the task before this one first.',
  NOT_FINISHED: 'Finish every task of the project before you share it.',
  SLUG_TAKEN: 'Another project already uses that address. Choose another one.',
  AUTHOR_REQUIRED: 'Please verify your e-mail address before you create a project.',
  NO_TASKS_TO_PUBLISH: 'Add at least one task before you publish the project.',
  EDITOR_SAVED: 'Project saved.',
  PUBLIC_PAGE_NOTE: 'Anyone with the link can see this page and your code.',
  PRIVATE_PAGE_NOTE: 'Only you can see your code. Make the page public to share it.',
  ALL_TESTS_PASSED: 'Every test passed. The next task is open.',
  PROJECT_FINISHED: 'Every test passed. You finished the project!',
  SOME_TESTS_FAILED: 'Some tests did not pass yet. Change your code and submit again.',
  OPEN_TO_SIGNED_IN: 'Projects are open to every signed-in learner.',
  CATALOGUE_INTRO: 'Build something real, one task at a time, with tests that check each step.',
  LOG_IN_TO_START: 'Log in or sign up to start this project. Your code and progress are kept.',
} as const;
