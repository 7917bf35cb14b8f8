import type { CodeTestResponse } from '@learnbox/contracts/runner';
import { describe, expect, it } from 'vitest';
import { testOutcomes } from './code-test-results';

const base: CodeTestResponse = {
  total_tests: 2,
  passed_tests: 1,
  failure_description: 'test_words.T.test_b: AssertionError',
  status: 'ok',
  stdout: '',
  stderr: '',
  compileOutput: null,
  wallTimeMs: 10,
  truncated: false,
};

describe('testOutcomes: one line per test from the harness output', () => {
  it('reads unittest verbose lines', () => {
    const stderr =
      'test_a (test_words.T.test_a) ... ok\ntest_b (test_words.T.test_b) ... FAIL\n\n====\nFAIL: test_b\n';
    expect(testOutcomes('python', { ...base, stderr })).toEqual([
      { name: 'test_a', passed: true },
      { name: 'test_b', passed: false },
    ]);
  });

  it('reads the node:test reporter lines', () => {
    const stdout = 'ok adds numbers\nnot ok handles empty input\n';
    expect(testOutcomes('javascript', { ...base, stdout })).toEqual([
      { name: 'adds numbers', passed: true },
      { name: 'handles empty input', passed: false },
    ]);
  });

  it('shows no list when the lines do not add up to the runner counts', () => {
    const stdout = 'ok adds numbers\nok printed by the learner\nok third\n';
    expect(testOutcomes('javascript', { ...base, stdout })).toEqual([]);
  });
});
