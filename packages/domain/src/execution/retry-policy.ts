import { EXECUTION_MESSAGES } from '../errors/messages';
import { STATUS } from '../errors/status';

/** Execution timeout per attempt (spec section 9). */
export const EXECUTION_TIMEOUT_MS = 65_000;
/** Default retries of a code run (spec sections 8 and 9). */
export const DEFAULT_EXECUTION_RETRIES = 2;

/**
 * A server error (5xx), a 429 or a missing status is retried (spec section 8). 0 counts as
 * missing: it is what a browser reports for a network failure.
 */
export function isRetryableExecutionStatus(status: number | null | undefined): boolean {
  return (
    status === null || status === undefined || status === 0 || status >= 500 || status === STATUS.RATE_LIMIT
  );
}

/** The outcome of one attempt of a code run. */
export interface ExecutionAttempt {
  /** 1-based number of the attempt that just finished. */
  attempt: number;
  /** HTTP status; null or undefined when none came back. */
  status: number | null | undefined;
  aborted?: boolean;
  timedOut?: boolean;
  /** True when this attempt already went through the proxy. */
  viaProxy?: boolean;
  retries?: number;
}

/** The next step of a code run (spec section 8 "Code run behaviour"). */
export type ExecutionDecision =
  | { action: 'succeed' }
  | { action: 'retry' }
  | { action: 'renew-token-and-retry' }
  | { action: 'use-proxy'; diagnose: true }
  | { action: 'cancel'; message: string; logStatus: typeof STATUS.EXECUTION_CANCELLED }
  | { action: 'fail'; message: string };

/**
 * What to do after an attempt (spec section 8 "Code run behaviour", section 9):
 * - a user abort: 'Execution cancelled.', logged with status 460;
 * - 511: renew the execution token and retry while attempt <= retries + 1;
 * - 5xx, 429 or no status: retry while attempt <= retries;
 * - retries run out or the call times out: use the proxy path and diagnose both hosts, unless
 *   the attempt already went through the proxy, which fails with the default text;
 * - any other error fails with the default text (the caller may prefer the reply's errorText).
 */
export function decideExecutionRetry(input: ExecutionAttempt): ExecutionDecision {
  const retries = input.retries ?? DEFAULT_EXECUTION_RETRIES;
  if (input.aborted) {
    return { action: 'cancel', message: EXECUTION_MESSAGES.CANCELLED, logStatus: STATUS.EXECUTION_CANCELLED };
  }
  const fail = { action: 'fail', message: EXECUTION_MESSAGES.DEFAULT_ERROR } as const;
  const fallBack = () => (input.viaProxy ? fail : ({ action: 'use-proxy', diagnose: true } as const));
  if (input.timedOut) return fallBack();
  const { status } = input;
  if (typeof status === 'number' && status >= 200 && status < 300) return { action: 'succeed' };
  if (status === STATUS.EXECUTION_TOKEN_REQUIRED) {
    return input.attempt <= retries + 1 ? { action: 'renew-token-and-retry' } : fail;
  }
  if (isRetryableExecutionStatus(status)) return input.attempt <= retries ? { action: 'retry' } : fallBack();
  return fail;
}
