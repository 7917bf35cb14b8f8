import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXECUTION_RETRIES,
  decideExecutionRetry,
  EXECUTION_TIMEOUT_MS,
  type ExecutionAttempt,
  type ExecutionDecision,
  isRetryableExecutionStatus,
} from './retry-policy';

const FAIL = { action: 'fail', message: 'Something went wrong, please try again.' };
const PROXY = { action: 'use-proxy', diagnose: true };

describe('code run retry policy (spec sections 8 and 9)', () => {
  it('has the timeout and retries', () => {
    expect(EXECUTION_TIMEOUT_MS).toBe(65000);
    expect(DEFAULT_EXECUTION_RETRIES).toBe(2);
  });

  it.each([
    [500, true],
    [502, true],
    [429, true],
    [null, true],
    [undefined, true],
    [0, true],
    [400, false],
    [404, false],
    [511, true],
  ])('status %j retryable: %s', (status, expected) => {
    expect(isRetryableExecutionStatus(status)).toBe(expected);
  });

  it.each<[string, ExecutionAttempt, ExecutionDecision | typeof FAIL | typeof PROXY]>([
    ['success', { attempt: 1, status: 200 }, { action: 'succeed' }],
    ['500 on attempt 1', { attempt: 1, status: 500 }, { action: 'retry' }],
    ['429 on attempt 2', { attempt: 2, status: 429 }, { action: 'retry' }],
    ['missing status on attempt 2', { attempt: 2, status: undefined }, { action: 'retry' }],
    ['500 on attempt 3: retries ran out', { attempt: 3, status: 500 }, PROXY],
    ['500 with 0 retries', { attempt: 1, status: 503, retries: 0 }, PROXY],
    ['timeout goes to the proxy at once', { attempt: 1, status: null, timedOut: true }, PROXY],
    ['timeout on the proxy fails', { attempt: 1, status: null, timedOut: true, viaProxy: true }, FAIL],
    ['retries run out on the proxy', { attempt: 3, status: 500, viaProxy: true }, FAIL],
    ['511 on attempt 1', { attempt: 1, status: 511 }, { action: 'renew-token-and-retry' }],
    ['511 on attempt 3 (= retries + 1)', { attempt: 3, status: 511 }, { action: 'renew-token-and-retry' }],
    ['511 on attempt 4 (> retries + 1)', { attempt: 4, status: 511 }, FAIL],
    ['400 fails', { attempt: 1, status: 400 }, FAIL],
    [
      'user abort',
      { attempt: 1, status: null, aborted: true },
      { action: 'cancel', message: 'Execution cancelled.', logStatus: 460 },
    ],
  ])('%s', (_name, attempt, expected) => {
    expect(decideExecutionRetry(attempt)).toEqual(expected);
  });
});
