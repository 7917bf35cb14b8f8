/** What the feedback modals and the author's feedback list say (spec section 2 modals). */
export const FEEDBACK_MESSAGES = {
  LOGIN: 'Log in to send feedback.',
  SHOT_SENT: 'Thank you. The author will read your feedback.',
  AUTHOR_SENT: 'Thank you. The author can read your feedback now.',
  OWN_WORK: 'This is your own work: feedback is for other authors.',
  NONE_RECEIVED: 'No feedback on your work yet.',
} as const;

/** How each shot feedback reason reads in the modal and in the author's list. */
export const SHOT_FEEDBACK_REASON_LABELS = {
  helpful: 'It helped me',
  unclear: 'It is unclear',
  incorrect: 'Something is wrong',
  outdated: 'It is out of date',
  other: 'Something else',
} as const;
