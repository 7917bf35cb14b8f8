import { HIGHLIGHT_COLOURS } from './highlight-labels';
import {
  HIGHLIGHT_CONTEXT_MAX_LENGTH,
  HIGHLIGHT_QUOTE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  NOTES_MESSAGES,
} from './messages';

/** The sentence that says what is wrong with a highlight's fields, or null when they are fine. */
export function highlightInputProblem(input: {
  exact?: string;
  prefix?: string;
  suffix?: string;
  note?: string;
  colour?: string;
}): string | null {
  if (input.exact !== undefined) {
    if (!input.exact.trim()) return NOTES_MESSAGES.QUOTE_REQUIRED;
    if (input.exact.length > HIGHLIGHT_QUOTE_MAX_LENGTH) return NOTES_MESSAGES.QUOTE_TOO_LONG;
  }
  if ((input.prefix ?? '').length > HIGHLIGHT_CONTEXT_MAX_LENGTH) return NOTES_MESSAGES.CONTEXT_TOO_LONG;
  if ((input.suffix ?? '').length > HIGHLIGHT_CONTEXT_MAX_LENGTH) return NOTES_MESSAGES.CONTEXT_TOO_LONG;
  if (input.note !== undefined && input.note.length > NOTE_MAX_LENGTH) return NOTES_MESSAGES.NOTE_TOO_LONG;
  if (input.colour !== undefined && !(HIGHLIGHT_COLOURS as readonly string[]).includes(input.colour))
    return NOTES_MESSAGES.COLOUR_UNKNOWN;
  return null;
}
