import { describe, expect, it } from 'vitest';
import { DIAGNOSTICS_DEFAULT_TEXT, EXECUTION_MESSAGES, KNOWN_MESSAGES, TEST_RUN_MESSAGES } from './messages';

describe('message catalogue (spec sections 5 and 8), character for character', () => {
  it.each([
    [KNOWN_MESSAGES.VERSION_OUTDATED, 'Version outdated.'],
    [KNOWN_MESSAGES.SHOT_ALREADY_EXISTS, 'Shot already exists with url.'],
    [KNOWN_MESSAGES.INVALID_CANONICAL_URL, 'Invalid Canonical Url.'],
    [KNOWN_MESSAGES.OPERATION_CANCELLED, 'Operation was programmatically cancelled.'],
    [
      KNOWN_MESSAGES.RECAPTCHA_LOAD_FAILED,
      'Failed to load recaptcha! Please refresh page or try a different browser. If the error still persists, please contact support.',
    ],
    [KNOWN_MESSAGES.HIGHLIGHT_NOT_FOUND, 'Could not find highlight.'],
    [KNOWN_MESSAGES.TRIAL_EMAIL_PLUS_TRICK, 'Trial cannot be purchased with email+1 trick.'],
    [
      KNOWN_MESSAGES.PAYMENT_METHOD_USED_FOR_TRIAL,
      'This payment method has already been used for a B2C Free Trial.',
    ],
    [KNOWN_MESSAGES.ERROR_REFRESH, 'Error: Refresh.'],
    [KNOWN_MESSAGES.NOT_INCLUDED_IN_SUBSCRIPTION, 'not included in the subscription'],
    [
      KNOWN_MESSAGES.LAB_ALREADY_IN_PROGRESS,
      'Cannot start a new cloud lab/session when another lab/session is in progress.',
    ],
    [
      KNOWN_MESSAGES.CONTENT_JUST_UPDATED,
      'This content was just updated. Refresh the page to get latest content.',
    ],
    [EXECUTION_MESSAGES.DEFAULT_ERROR, 'Something went wrong, please try again.'],
    [EXECUTION_MESSAGES.CANCELLED, 'Execution cancelled.'],
    [
      EXECUTION_MESSAGES.CODE_TOO_LONG,
      'Code is too long. Please reduce the code size to be within limit (32768 characters).',
    ],
    [EXECUTION_MESSAGES.INVALID_FILE, 'Invalid file!'],
    [TEST_RUN_MESSAGES.EXECUTION_FAILURE, 'Test execution failure. Please try again.'],
    [TEST_RUN_MESSAGES.ERRORED, 'Something went wrong. Please Contact Support'],
    [TEST_RUN_MESSAGES.TIMED_OUT, 'Max time-limit reached for Live Testing.'],
    [TEST_RUN_MESSAGES.REQUEST_FAILED, 'Something went wrong. Please try again.'],
    [TEST_RUN_MESSAGES.RUN_ARGS_REQUIRED, 'authorId , workId are required!'],
    [DIAGNOSTICS_DEFAULT_TEXT, 'Something went wrong. '],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
