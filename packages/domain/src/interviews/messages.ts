/** What mock interviews say to people (issue 18). */
export const INTERVIEW_MESSAGES = {
  LOGIN_REQUIRED: 'Please log in to practise a mock interview.',
  NOT_FOUND: 'We could not find that mock interview.',
  NO_PROBLEMS: 'There is no problem for this track yet.',
  NOT_CODING: 'The coding part of this interview has ended.',
  NOT_FOLLOW_UP: 'Answer the follow-up questions after the coding part.',
  TIME_UP: "Time is up: the coding part has ended. Answer the interviewer's questions.",
  WRITE_SOME_CODE: 'Write your solution before submitting.',
  ANSWER_EVERY_QUESTION: 'Answer each follow-up question (a sentence is enough).',
} as const;

export const INTERVIEW_PAGE_TEXT = {
  INTRO:
    'A timed interview: a problem from our bank, your code run against hidden tests, then the interviewer’s follow-up questions and a scorecard kept in your history.',
  CODING_TRACK: 'Coding: a problem judged by hidden tests.',
  DESIGN_TRACK: 'System design: a question answered in writing.',
} as const;
