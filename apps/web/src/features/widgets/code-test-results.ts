import type { CodeTestResponse } from '@learnbox/contracts/runner';

export interface TestOutcome {
  name: string;
  passed: boolean;
}

/** unittest's verbose line: `test_name (module.Class.test_name) ... ok|FAIL|ERROR`. */
const UNITTEST_LINE = /^(\w+) \([\w.]+\) \.\.\. (ok|FAIL|ERROR|expected failure|unexpected success)$/;
/** The runner's node:test reporter line: `ok name` or `not ok name`. */
const NODE_TEST_LINE = /^(ok|not ok) (.+)$/;

/**
 * One line per test, read from what the runner's test harness printed (unittest's verbose report
 * on stderr, the node:test reporter's on stdout). The runner's counts stay the authority: when the
 * lines found do not add up to them (a program printed look-alike lines), no list is shown.
 */
export function testOutcomes(language: string, result: CodeTestResponse): TestOutcome[] {
  const outcomes: TestOutcome[] = [];
  if (language === 'python') {
    for (const line of result.stderr.split('\n')) {
      const match = UNITTEST_LINE.exec(line.trim());
      if (match?.[1])
        outcomes.push({ name: match[1], passed: match[2] === 'ok' || match[2] === 'expected failure' });
    }
  } else {
    for (const line of result.stdout.split('\n')) {
      const match = NODE_TEST_LINE.exec(line.trim());
      if (match?.[2]) outcomes.push({ name: match[2], passed: match[1] === 'ok' });
    }
  }
  const passed = outcomes.filter((outcome) => outcome.passed).length;
  return outcomes.length === result.total_tests && passed === result.passed_tests ? outcomes : [];
}
