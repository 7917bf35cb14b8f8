/**
 * What the lab pages and the lesson's live terminal say (issue 13), beside the spec's own sentences
 * in messages.ts. Ours: the spec names the states and failures, not the buttons and prompts.
 */
export const LAB_PAGE_MESSAGES = {
  START_LAB: 'Start lab',
  TESTS: 'Tests',
  RUN_TESTS: 'Run tests',
  RUNNING_TESTS: 'Running tests…',
  ALL_TESTS_PASSED: 'All tests passed.',
  START_TERMINAL: 'Start the terminal',
  RUN_AGAIN: 'Run again',
  OPEN_FULL_LAB: 'Open the full lab',
  LIVE_TERMINAL_LABEL: 'Live terminal',
  TIME_LEFT: 'Time left',
  RESET: "Reset to the author's files",
  RESET_CONFIRM:
    "Reset this lab to the author's files? Everything you changed in your home folder is lost, and the terminals restart.",
  RESETTING: 'Resetting…',
  END_SESSION: 'End session',
  END_CONFIRM: 'End this lab session? Your files are kept for the next time you start the lab.',
  SESSION_ENDED: 'Your session has ended. Your files are kept: start the lab again to go on.',
  ELSEWHERE: 'Your open lab is another one; one lab runs at a time.',
  ELSEWHERE_LINK: 'Go to your open lab',
  NO_OPEN_LAB: 'You have no cloud lab open right now.',
  LOADING_OPEN_LABS: 'Loading your labs…',
  NO_LABS: 'No cloud labs are published yet.',
  CATALOGUE_INTRO: 'A real Linux machine in your browser, with tests that check your work.',
  OPEN_LABS_TITLE: 'Your open lab',
  ALL_LABS_TITLE: 'All labs',
  HAS_PREVIEW: 'App preview',
  INSTRUCTIONS: 'Instructions',
  FILES: 'Files',
  NO_FILES: 'Your home folder is empty.',
  PICK_FILE: 'Pick a file to edit it.',
  LOADING_FILE: 'Opening the file…',
  SAVE: 'Save',
  SAVING: 'Saving…',
  SAVED: 'Saved.',
  UNSAVED: 'Unsaved changes',
  DISCARD_UNSAVED: 'This file has unsaved changes. Open another file and lose them?',
  REFRESH_FILES: 'Refresh the file list',
  PREVIEW: 'App preview',
  PREVIEW_RELOAD: 'Reload',
  PREVIEW_NEW_TAB: 'Open in a new tab',
  WORK_WAITING: 'Start the lab to get its terminal, its files and its app.',
  TERMINALS: 'Terminals',
  TERMINAL: 'Terminal',
  NEW_TERMINAL: 'New terminal',
  LAB_RUNNING: 'Your lab is running.',
  CONNECTING_TERMINAL: 'Your lab is running. Connecting the terminal…',
  JOBS: 'Jobs',
  RUN_JOB: 'Run',
  LIVE_JOB: 'Live container',
  JOBS_HINT:
    'Run opens a terminal tab for the job and types its start script there. Press Ctrl+C in that tab to stop it.',
  JOBS_NEED_LAB: 'Start the lab to run its jobs.',
  TERMINALS_FULL:
    'Every terminal tab is taken, so this job has none of its own. Type its start script in one of your terminals.',
} as const;

/** The tests panel's count: '2 of 3 passed'. */
export const testsPassedMessage = (passed: number, total: number) => `${passed} of ${total} passed`;
