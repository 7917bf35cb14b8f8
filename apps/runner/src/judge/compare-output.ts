import type { JudgeComparison } from '@learnbox/contracts/runner';

/**
 * How a test case's expected output is compared with what the program printed.
 * - exact: byte for byte (after normalising Windows line endings, which editors add unasked);
 * - trim: trailing spaces of each line and trailing blank lines are ignored (the default: learners
 *   rarely mean them, and print helpers add them);
 * - tokens: any run of whitespace counts as one separator;
 * - float: tokens, numbers equal within 1e-6 (absolute, or relative for large values).
 */

const FLOAT_TOLERANCE = 1e-6;

const normaliseNewlines = (text: string) => text.replace(/\r\n/g, '\n');

function trimmed(text: string): string {
  return normaliseNewlines(text)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');
}

const tokens = (text: string) => text.split(/\s+/).filter(Boolean);

function numbersClose(actual: string, expected: string): boolean {
  if (actual === expected) return true;
  const a = Number(actual);
  const b = Number(expected);
  if (!Number.isFinite(a) || !Number.isFinite(b) || actual.trim() === '' || expected.trim() === '')
    return false;
  return Math.abs(a - b) <= FLOAT_TOLERANCE * Math.max(1, Math.abs(b));
}

export function outputsMatch(actual: string, expected: string, mode: JudgeComparison): boolean {
  switch (mode) {
    case 'exact':
      return normaliseNewlines(actual) === normaliseNewlines(expected);
    case 'trim':
      return trimmed(actual) === trimmed(expected);
    case 'tokens': {
      const a = tokens(actual);
      const b = tokens(expected);
      return a.length === b.length && a.every((t, i) => t === b[i]);
    }
    case 'float': {
      const a = tokens(actual);
      const b = tokens(expected);
      return a.length === b.length && a.every((t, i) => numbersClose(t, b[i] ?? ''));
    }
  }
}
