/** What the coach says to people (issue 18). */
export const COACH_MESSAGES = {
  LOGIN_REQUIRED: 'Please log in to ask the coach.',
  NOT_AN_EXERCISE: 'The coach helps with runnable code exercises; this widget is not one.',
  NO_ERROR_TO_EXPLAIN: 'This run did not fail, so there is no error to explain.',
  UNKNOWN_ERROR:
    'This error is not in our catalogue yet. Read its first line: it names what went wrong, and usually the line.',
  SOLUTION_WITHHELD:
    'Part of this answer was left out because it would give away the solution. Ask for the next hint instead.',
  STREAM_FAILED: 'The coach could not finish this hint. Try again.',
  MODEL_UNAVAILABLE: 'The coach model did not answer, so this hint comes from the hint ladder.',
  allowanceUsed: (allowance: number, resetsAt: Date) =>
    `You have used today's ${allowance} coach answers. They come back at ${resetsAt.toISOString().slice(11, 16)} UTC; Premium Plus gives many more.`,
  citation: (lessonTitle: string) => `From the lesson “${lessonTitle}”.`,
} as const;

/** The web's own words on the coach panel. */
export const COACH_PANEL_TEXT = {
  ASK: 'Ask the coach',
  EXPLAIN: 'Explain this error',
  NEXT_HINT: 'Next hint',
  INTRO:
    'Hints come one step at a time, from a nudge to the steps in plain words. The coach never writes the solution for you.',
  LAST_STEP: 'That was the last step of the ladder. Try it out with Run and Check.',
  remaining: (count: number) => `${count} coach answer${count === 1 ? '' : 's'} left today.`,
} as const;
