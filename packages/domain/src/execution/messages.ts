import { STATUS, STATUS_MEANING } from '../errors/status';

/** What code runs say to people, from the api (tokens, forwarding), the runner (shares, tokens) and the web. */

export const NO_TESTS_TEXT = 'This code widget has no tests to check your code against.';

/** Why Run is disabled until the code runner is wired to lessons. */
export const RUN_UNAVAILABLE_TEXT = 'Running code arrives with the code runner.';

export const RATE_LIMIT_MESSAGE =
  'Rate limit: the runner is busy with other runs. Please try again in a moment.';

export const CALLER_QUEUE_FULL_MESSAGE =
  'Rate limit: you already have as many runs waiting as allowed. Please wait for them to finish and try again.';

export const RUN_ABANDONED_MESSAGE = 'The run was cancelled before it started.';

const UNAVAILABLE = STATUS_MEANING[STATUS.EXTERNAL_SERVICE_FAILED];
/** What the api answers about execution tokens and the runs it forwards. */
export const CODE_MESSAGES = {
  LOGIN_REQUIRED: 'Please log in to get an execution token.',
  NOT_PREMIUM:
    'Direct code execution comes with Premium and Premium Plus. Your code still runs: Learnbox forwards it for you.',
  INVALID_RUN: 'Some fields of the request are missing or invalid.',
  NOT_CONFIGURED: `Running code is not set up on this server (${UNAVAILABLE}). Please try again later.`,
  RUNNER_DOWN: `The code runner could not be reached (${UNAVAILABLE}). Please try again in a moment.`,
  RUNNER_FAILED: `The code runner could not run your code (${UNAVAILABLE}). Please try again in a moment.`,
} as const;

/** What the runner answers about the execution token of a run (spec section 7 X-Proxy-Authorization). */
export const EXECUTION_TOKEN_MESSAGES = {
  MISSING: 'An execution token is required. Send it in the X-Proxy-Authorization header.',
  INVALID: 'The execution token is not valid.',
  EXPIRED: 'The execution token has expired. Please request a new one.',
  WRONG_USER: 'The execution token was issued to another user.',
} as const;
