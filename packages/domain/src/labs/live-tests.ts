import { TEST_RUN_MESSAGES } from '../errors/messages';
import { LAB_MESSAGES } from './messages';

/** Live test status codes (spec section 4 "Live test status codes"). */
export const LIVE_TEST_STATUS = { COMPLETED: 101, TIMED_OUT: 102, ERRORED: 103 } as const;

/** Test-result polling: up to 150 retries every 2 seconds (spec section 9). */
export const TEST_RESULT_POLLING = { MAX_RETRIES: 150, INTERVAL_MS: 2000 } as const;

/**
 * How long a lab's test runners may take before the run is 102 timed out: ours, well inside the
 * 300 s the client polls, so the learner gets 'Max time-limit reached for Live Testing.' from us.
 */
export const LIVE_TEST_TIME_LIMIT_MS = 120_000;

/** What a live_test_status means for the poller (spec section 4). */
export type LiveTestOutcome =
  | { state: 'completed' }
  | { state: 'timed-out'; message: string }
  | { state: 'errored'; message: string }
  | { state: 'polling'; delayMs: number };

/**
 * Reads live_test_status (spec section 4): 101 completed, 102 timed out, 103 errored, anything
 * else keeps polling, every 2 s. `retry` is how many polls were made; once the 150 retries are
 * spent the run counts as timed out, with the same message as 102, since that is what the
 * learner experiences.
 */
export function interpretLiveTestStatus(status: number | null | undefined, retry = 0): LiveTestOutcome {
  if (status === LIVE_TEST_STATUS.COMPLETED) return { state: 'completed' };
  if (status === LIVE_TEST_STATUS.TIMED_OUT)
    return { state: 'timed-out', message: TEST_RUN_MESSAGES.TIMED_OUT };
  if (status === LIVE_TEST_STATUS.ERRORED) return { state: 'errored', message: TEST_RUN_MESSAGES.ERRORED };
  if (retry >= TEST_RESULT_POLLING.MAX_RETRIES)
    return { state: 'timed-out', message: TEST_RUN_MESSAGES.TIMED_OUT };
  return { state: 'polling', delayMs: TEST_RESULT_POLLING.INTERVAL_MS };
}

/** Outcome of a live-test argument check (spec section 5). */
export type ArgsCheck = { ok: true } | { ok: false; message: string };

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/** Running tests needs authorId and workId, else 'authorId , workId are required!' (spec section 5). */
export function validateRunTestsArgs(args: {
  authorId?: string | number | null;
  workId?: string | number | null;
}): ArgsCheck {
  return isPresent(args.authorId) && isPresent(args.workId)
    ? { ok: true }
    : { ok: false, message: TEST_RUN_MESSAGES.RUN_ARGS_REQUIRED };
}

/**
 * Fetching test results needs a document type and an attempt count (spec section 5). The spec
 * gives no message; ours is LAB_MESSAGES.TEST_RESULTS_QUERY_REQUIRED. Attempt count 0 is valid (first attempt).
 */
export function validateTestResultsQuery(args: {
  documentType?: string | null;
  attemptCount?: number | null;
}): ArgsCheck {
  const countOk =
    typeof args.attemptCount === 'number' && Number.isInteger(args.attemptCount) && args.attemptCount >= 0;
  return isPresent(args.documentType) && countOk
    ? { ok: true }
    : { ok: false, message: LAB_MESSAGES.TEST_RESULTS_QUERY_REQUIRED };
}

/** A live test result (spec section 3 "Live test result"). */
export interface LiveTestResult {
  total_tests: number;
  passed_tests: number;
  failure_description?: string | null;
}

/** All tests passed: at least one test ran and every one passed (spec section 3). */
export function haveAllTestsPassed(result: LiveTestResult): boolean {
  return result.total_tests > 0 && result.passed_tests === result.total_tests;
}

/** One test of a run, as a test runner reports it. */
export interface LiveTestCase {
  name: string;
  passed: boolean;
  message?: string;
}

/**
 * Reads a test runner's output (spec section 3 "Test runner": its testScript): the last line that
 * is a JSON object with total_tests and passed_tests is the result, optionally with
 * failure_description and per-test `results`. Anything before it is the script's own output.
 * Null when no such line exists or its counts are impossible, which the caller reports as the
 * errored status (103) rather than inventing a result.
 */
export function parseTestRunnerOutput(output: string): (LiveTestResult & { tests: LiveTestCase[] }) | null {
  const lastFirst = output
    .split('\n')
    .map((line) => line.trim())
    .reverse();
  for (const line of lastFirst) {
    const parsed = parseJsonObject(line);
    if (!parsed) continue;
    const { total_tests: total, passed_tests: passed } = parsed;
    if (!isCount(total) || !isCount(passed) || passed > total) return null;
    const failure = typeof parsed.failure_description === 'string' ? parsed.failure_description : '';
    return {
      total_tests: total,
      passed_tests: passed,
      failure_description: failure === '' ? null : failure,
      tests: Array.isArray(parsed.results) ? parsed.results.flatMap(toTestCase) : [],
    };
  }
  return null;
}

/** A line that starts with '{' and parses is a JSON object: the only JSON value written that way. */
function parseJsonObject(line: string): Record<string, unknown> | null {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function toTestCase(entry: unknown): LiveTestCase[] {
  if (!entry || typeof entry !== 'object') return [];
  const { name, passed, message } = entry as Record<string, unknown>;
  if (typeof name !== 'string' || typeof passed !== 'boolean') return [];
  return [typeof message === 'string' ? { name, passed, message } : { name, passed }];
}
