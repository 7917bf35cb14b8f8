import { describe, expect, it } from 'vitest';
import {
  haveAllTestsPassed,
  interpretLiveTestStatus,
  LIVE_TEST_STATUS,
  parseTestRunnerOutput,
  TEST_RESULT_POLLING,
  validateRunTestsArgs,
  validateTestResultsQuery,
} from './live-tests';

describe('live tests (spec sections 4, 5, 8 and 9)', () => {
  it('has the codes and polling limits', () => {
    expect(LIVE_TEST_STATUS).toEqual({ COMPLETED: 101, TIMED_OUT: 102, ERRORED: 103 });
    expect(TEST_RESULT_POLLING).toEqual({ MAX_RETRIES: 150, INTERVAL_MS: 2000 });
  });

  it.each([
    [101, 0, { state: 'completed' }],
    [102, 0, { state: 'timed-out', message: 'Max time-limit reached for Live Testing.' }],
    [103, 0, { state: 'errored', message: 'Something went wrong. Please Contact Support' }],
    [100, 0, { state: 'polling', delayMs: 2000 }],
    [null, 149, { state: 'polling', delayMs: 2000 }],
    [null, 150, { state: 'timed-out', message: 'Max time-limit reached for Live Testing.' }],
    [101, 150, { state: 'completed' }],
  ])('status %j after %i retries', (status, retry, expected) => {
    expect(interpretLiveTestStatus(status, retry)).toEqual(expected);
  });

  it.each([
    [{ authorId: 1, workId: 2 }, { ok: true }],
    [
      { authorId: '1', workId: '' },
      { ok: false, message: 'authorId , workId are required!' },
    ],
    [
      { authorId: null, workId: 2 },
      { ok: false, message: 'authorId , workId are required!' },
    ],
    [{}, { ok: false, message: 'authorId , workId are required!' }],
  ])('run tests with %j', (args, expected) => {
    expect(validateRunTestsArgs(args)).toEqual(expected);
  });

  it.each([
    [{ documentType: 'page', attemptCount: 0 }, true],
    [{ documentType: 'page', attemptCount: 3 }, true],
    [{ documentType: 'page' }, false],
    [{ documentType: 'page', attemptCount: -1 }, false],
    [{ documentType: 'page', attemptCount: 1.5 }, false],
    [{ attemptCount: 1 }, false],
  ])('results query %j ok: %s', (args, ok) => {
    const result = validateTestResultsQuery(args);
    expect(result.ok).toBe(ok);
    if (!result.ok)
      expect(result.message).toBe('A document type and an attempt count are required to fetch test results.');
  });

  it.each([
    [{ total_tests: 3, passed_tests: 3 }, true],
    [{ total_tests: 3, passed_tests: 2, failure_description: 'x' }, false],
    [{ total_tests: 0, passed_tests: 0 }, false],
  ])('%j all passed: %s', (result, expected) => {
    expect(haveAllTestsPassed(result)).toBe(expected);
  });
});

describe('test runner output (spec section 3)', () => {
  it('reads the last JSON line, after the script output', () => {
    const output = [
      'running checks',
      '{"note":"not a result"}',
      '{"total_tests":2,"passed_tests":1,"failure_description":"b failed.","results":[{"name":"a","passed":true},{"name":"b","passed":false,"message":"expected 1"},{"bad":1},null]}',
      '',
    ].join('\n');
    expect(parseTestRunnerOutput(output)).toEqual({
      total_tests: 2,
      passed_tests: 1,
      failure_description: 'b failed.',
      tests: [
        { name: 'a', passed: true },
        { name: 'b', passed: false, message: 'expected 1' },
      ],
    });
  });

  it('treats an empty failure description as none and missing results as no tests', () => {
    expect(parseTestRunnerOutput('{"total_tests":1,"passed_tests":1,"failure_description":""}')).toEqual({
      total_tests: 1,
      passed_tests: 1,
      failure_description: null,
      tests: [],
    });
  });

  it('reads a result without a failure description', () => {
    expect(parseTestRunnerOutput('{"total_tests":0,"passed_tests":0}')?.failure_description).toBeNull();
  });

  it.each([
    ['no JSON at all', 'Segmentation fault'],
    ['broken JSON', '{"total_tests":'],
    ['an array', '[1,2]'],
    ['more passed than run', '{"total_tests":1,"passed_tests":2}'],
    ['a negative count', '{"total_tests":-1,"passed_tests":0}'],
  ])('is null for %s', (_name, output) => {
    expect(parseTestRunnerOutput(output)).toBeNull();
  });
});
