/** What skill assessments say to people. */

function formatWhen(when: Date): string {
  // Stated in UTC so the sentence is the same wherever the api runs.
  const date = when.toISOString().slice(0, 10);
  const time = when.toISOString().slice(11, 16);
  return `${date} at ${time} UTC`;
}

export const ASSESSMENT_MESSAGES = {
  LOGIN_REQUIRED: 'Please log in to take an assessment.',
  NOT_FOUND: 'We could not find that assessment.',
  ATTEMPT_NOT_FOUND: 'We could not find that assessment attempt.',
  NOT_FINISHED: 'This assessment is still in progress: answer its questions to see your result.',
  ALREADY_FINISHED: 'This assessment has already ended.',
  NOT_CURRENT_QUESTION: 'That is not the question you were asked. Reload the page to see the current one.',
  CHOOSE_AN_OPTION: 'Choose one of the options.',
  WRITE_SOME_CODE: 'Write your solution before submitting.',
  NO_QUESTIONS: 'This assessment has no questions yet.',
  EDIT_NOT_ALLOWED: 'Only the author of this assessment can change it.',
  VERIFY_EMAIL_FIRST: 'Please verify your e-mail address before writing assessments.',
  SLUG_TAKEN: 'Another assessment already uses that address. Choose another slug.',
  retakeCooldown: (allowedAt: Date) =>
    `You took this assessment less than 24 hours ago. You can take it again on ${formatWhen(allowedAt)}.`,
} as const;

/** The web's own words on the assessment pages. */
export const ASSESSMENT_PAGE_TEXT = {
  TIME_UP: 'Time is up: your assessment ended with the questions you answered.',
  NO_RECOMMENDATIONS: 'There are no courses for this skill in the catalogue yet.',
  LOGIN_TO_START: 'Log in to take this assessment.',
  LIST_INTRO:
    'Each question is chosen from your previous answers, so a short test finds your level. You get a level per skill, every answer you gave, and courses to take next.',
  LAST_ANSWER_RIGHT: 'Your last answer was right.',
  LAST_ANSWER_WRONG: 'Your last answer was wrong.',
  RETAKE_RULE: 'You can take it again 24 hours after you finish.',
  CODING_RULE: 'Coding questions run your program against hidden tests.',
} as const;

/** Why an attempt ended, as its result page says it (keys: the api's end_reason). */
export const ASSESSMENT_END_REASONS: Record<string, string> = {
  length: 'You answered every question of the assessment.',
  precision: 'Your answers placed you with confidence, so the assessment ended early.',
  bank_exhausted: 'You answered every question in the bank.',
  time: 'The time ran out; your level comes from the questions you answered.',
};
