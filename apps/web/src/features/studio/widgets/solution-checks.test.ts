import type { CodeWidget, Widget } from '@learnbox/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatus, publishBlockers, solutionFingerprint } from './solution-checks';

const code: CodeWidget = {
  type: 'Code',
  id: 'sum',
  language: 'python',
  files: [{ name: 'main.py', content: '# write sum' }],
  solution: [{ name: 'main.py', content: 'print(1 + 1)' }],
  hidden_tests: [{ expected_output: '2\n' }],
};
const passed = { passed: true, results: [{ name: 'hidden 1', passed: true, hidden: true }] };
const failed = { passed: false, results: [{ name: 'hidden 1', passed: false, hidden: true }] };

describe('solution checks', () => {
  it('needs no check for a Code widget without a solution', () => {
    const { solution: _solution, ...snippet } = code;
    expect(checkStatus(snippet, undefined)).toBe('none');
    expect(publishBlockers([snippet], {})).toEqual([]);
  });

  it('blocks publishing until the solution passed', () => {
    expect(publishBlockers([code], {})).toEqual(['sum']);
    expect(
      publishBlockers([code], { sum: { fingerprint: solutionFingerprint(code), reply: failed } }),
    ).toEqual(['sum']);
    expect(
      publishBlockers([code], { sum: { fingerprint: solutionFingerprint(code), reply: passed } }),
    ).toEqual([]);
  });

  it('blocks again when the solution or a test changes after a passing check', () => {
    const checks = { sum: { fingerprint: solutionFingerprint(code), reply: passed } };
    const newSolution = { ...code, solution: [{ name: 'main.py', content: 'print(3)' }] };
    const newTest = { ...code, hidden_tests: [{ expected_output: '3\n' }] };
    expect(checkStatus(newSolution, checks.sum)).toBe('stale');
    expect(publishBlockers([newSolution], checks)).toEqual(['sum']);
    expect(publishBlockers([newTest], checks)).toEqual(['sum']);
  });

  it('ignores other widget types', () => {
    const widgets: Widget[] = [{ type: 'Markdown', id: 'm', markdown: 'x' }];
    expect(publishBlockers(widgets, {})).toEqual([]);
  });
});
