/**
 * Every message the spec quotes, character for character, including its own spelling
 * (spec sections 5 and 8). Other modules import these rather than retyping them, so a message
 * changes in one place only.
 *
 * The spec's "Known messages" list ends each item with a period; we keep it as part of the
 * message, except for 'not included in the subscription', which the spec quotes without one.
 */

/** Spec section 8 "Known messages". */
export const KNOWN_MESSAGES = {
  VERSION_OUTDATED: 'Version outdated.',
  SHOT_ALREADY_EXISTS: 'Shot already exists with url.',
  INVALID_CANONICAL_URL: 'Invalid Canonical Url.',
  OPERATION_CANCELLED: 'Operation was programmatically cancelled.',
  RECAPTCHA_LOAD_FAILED:
    'Failed to load recaptcha! Please refresh page or try a different browser. If the error still persists, please contact support.',
  HIGHLIGHT_NOT_FOUND: 'Could not find highlight.',
  TRIAL_EMAIL_PLUS_TRICK: 'Trial cannot be purchased with email+1 trick.',
  PAYMENT_METHOD_USED_FOR_TRIAL: 'This payment method has already been used for a B2C Free Trial.',
  ERROR_REFRESH: 'Error: Refresh.',
  NOT_INCLUDED_IN_SUBSCRIPTION: 'not included in the subscription',
  LAB_ALREADY_IN_PROGRESS: 'Cannot start a new cloud lab/session when another lab/session is in progress.',
  CONTENT_JUST_UPDATED: 'This content was just updated. Refresh the page to get latest content.',
} as const;

/** Spec section 8 "Code run behaviour" and section 5 "Validation rules". */
export const EXECUTION_MESSAGES = {
  DEFAULT_ERROR: 'Something went wrong, please try again.',
  CANCELLED: 'Execution cancelled.',
  CODE_TOO_LONG: 'Code is too long. Please reduce the code size to be within limit (32768 characters).',
  INVALID_FILE: 'Invalid file!',
} as const;

/** Spec section 8 "Test run messages" and section 5 (run-tests arguments). */
export const TEST_RUN_MESSAGES = {
  EXECUTION_FAILURE: 'Test execution failure. Please try again.',
  ERRORED: 'Something went wrong. Please Contact Support',
  TIMED_OUT: 'Max time-limit reached for Live Testing.',
  REQUEST_FAILED: 'Something went wrong. Please try again.',
  RUN_ARGS_REQUIRED: 'authorId , workId are required!',
} as const;

/** Default diagnostics text, trailing space included (spec section 8 "Diagnostic codes"). */
export const DIAGNOSTICS_DEFAULT_TEXT = 'Something went wrong. ';
