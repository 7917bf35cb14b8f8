import type { JudgeComparison } from '@learnbox/contracts/runner';
import { describe, expect, it } from 'vitest';
import { outputsMatch } from './compare-output';

const table: [JudgeComparison, string, string, boolean][] = [
  ['exact', 'a\nb\n', 'a\nb\n', true],
  ['exact', 'a\r\nb\r\n', 'a\nb\n', true],
  ['exact', 'a\nb', 'a\nb\n', false],
  ['exact', 'a \n', 'a\n', false],
  ['trim', 'a  \nb\t\n\n\n', 'a\nb', true],
  ['trim', 'a\n\nb', 'a\nb', false],
  ['trim', ' a', 'a', false],
  ['tokens', ' 1  2\n3 ', '1 2 3', true],
  ['tokens', '1 2', '1 2 3', false],
  ['float', '0.30000000000000004', '0.3', true],
  ['float', '1000000.5', '1000000.4999', true],
  ['float', '3.1', '3.2', false],
  ['float', 'yes 1.0', 'yes 1', true],
  ['float', 'yes', 'no', false],
  ['float', 'NaN', 'NaN', true],
  ['float', 'Infinity', '1e400', false],
];

describe('outputsMatch', () => {
  it.each(table)('%s: %j vs %j -> %s', (mode, actual, expected, match) => {
    expect(outputsMatch(actual, expected, mode)).toBe(match);
  });
});
