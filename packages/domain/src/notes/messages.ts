/** What notes and highlights (issue 15 "Reader") say to people. */

export const NOTES_LOGIN_TEXT = 'Log in to highlight lessons and keep notes.';

export const NOTE_MAX_LENGTH = 5000;
export const HIGHLIGHT_QUOTE_MAX_LENGTH = 2000;
export const HIGHLIGHT_CONTEXT_MAX_LENGTH = 64;
/** How many highlight writes (create, update, delete) one account may make per minute. */
export const HIGHLIGHT_WRITES_PER_MINUTE = 60;

export const NOTES_MESSAGES = {
  QUOTE_REQUIRED: 'Select some text in the lesson to highlight it.',
  QUOTE_TOO_LONG: `A highlight can hold at most ${HIGHLIGHT_QUOTE_MAX_LENGTH} characters; select a shorter passage.`,
  CONTEXT_TOO_LONG: `The text around a highlight can be at most ${HIGHLIGHT_CONTEXT_MAX_LENGTH} characters on each side.`,
  NOTE_TOO_LONG: `A note can be at most ${NOTE_MAX_LENGTH} characters long.`,
  COLOUR_UNKNOWN: 'Choose one of the highlight colours: yellow, green, blue or pink.',
  WIDGET_UNKNOWN: 'That text is not part of this lesson any more; reload the page and select it again.',
  QUOTE_NOT_IN_LESSON:
    'The selected text is not in this revision of the lesson; reload the page and select it again.',
  REVISION_STALE: 'This lesson was just updated; reload the page and select the text again.',
} as const;

/** The sentences the reader and the HighlightsViewer show (short labels are in highlight-labels.ts). */
export const HIGHLIGHTS_TEXT = {
  VIEWER_EMPTY: 'No highlights in this course yet. Select text in a lesson to highlight it.',
  ORPHANED: 'This passage is no longer in the lesson; the highlight is kept here.',
  SAVE_FAILED: 'Your highlight could not be saved. Please try again.',
} as const;
