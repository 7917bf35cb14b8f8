/** What quizzes and live tests say to learners (issue 15 "Reader"). */
export const QUIZ_MESSAGES = {
  CHOICE_NOT_AN_OPTION: 'Choose among this question’s options.',
  ONE_CHOICE_ONLY: 'This question has one answer: choose one option.',
  SIGN_IN_FOR_SCORE: 'Log in to see your quiz scores.',
  RIGHT: 'Correct!',
  WRONG: 'Not quite.',
  CHECK_ANSWER: 'Check answer',
  RUN_TESTS: 'Run tests',
  RUNNING_TESTS: 'Running the tests…',
  ALL_TESTS_PASSED: 'All tests passed.',
  NO_TESTS_RAN: 'No test ran.',
} as const;
