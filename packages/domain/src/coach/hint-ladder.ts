import type { ErrorExplanation } from './error-catalogue';

/**
 * The hint ladder (issue 18): four steps, one at a time, each saying more than the last and none
 * handing over code. Built only from what the product knows for sure: the author's hints, the
 * failing test's name, the example's expected and actual output, the error catalogue, and the
 * shape (never the text) of the author's solution.
 */
export const HINT_STEPS = ['nudge', 'concept', 'pointer', 'pseudocode'] as const;
export type HintStep = (typeof HINT_STEPS)[number];

export const HINT_STEP_LABELS: Record<HintStep, string> = {
  nudge: 'A nudge',
  concept: 'The idea behind it',
  pointer: 'Where to look',
  pseudocode: 'The steps in plain words',
};

/** The step after `given` steps were handed out; the last one repeats. */
export function nextHintStep(given: number): HintStep {
  return HINT_STEPS[Math.min(Math.max(0, given), HINT_STEPS.length - 1)] ?? 'pseudocode';
}

export interface FailingTest {
  name: string | null;
  /** Hidden tests never show their input or outputs, so the ladder does not either. */
  hidden: boolean;
  expected?: string;
  actual?: string;
}

export interface LadderInput {
  authorHints: string[];
  failingTest: FailingTest | null;
  error: ErrorExplanation | null;
  learnerCode: string;
  /** The author's solution (main file): only its shape is described, at the last step. */
  solution: string | null;
}

const PRINTS = /\b(print|println|printf|puts|echo|console\.log|cout|fmt\.Print|System\.out)\b/;

function quoteLine(code: string, line: number): string | null {
  const text = code.split('\n')[line - 1]?.trim();
  return text ? `line ${line}: “${text.slice(0, 120)}”` : null;
}

/** The first line where the two outputs differ, told in words. */
export function describeOutputDifference(expected: string, actual: string): string {
  const want = expected.replace(/\s+$/, '').split('\n');
  const got = actual.replace(/\s+$/, '').split('\n');
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    const wanted = want[i];
    const printed = got[i];
    if (wanted === printed) continue;
    if (wanted === undefined)
      return `Your program prints more lines than expected: line ${i + 1} should not be there.`;
    if (printed === undefined)
      return `Your program stops after ${got.length} line(s); ${want.length} are expected.`;
    if (wanted.trim() === printed.trim())
      return `Line ${i + 1} of the output differs only in spaces at its start or end.`;
    return `Line ${i + 1} of the output should be “${wanted}”, and your program printed “${printed}”.`;
  }
  return 'The outputs differ only in blank lines or spaces at the end.';
}

const OUTLINE_RULES: [RegExp, string][] = [
  [/^\s*(#|\/\/|\/\*|\*|import\b|from\b|#include|using\b|package\b|use\b|require)/, ''],
  [/^\s*[{}()[\];]*\s*$/, ''],
  [
    /\b(input|readline|readLine|getline|read_line|read_to_string|Scanner|stdin|gets|readFileSync)\b|cin\s*>>|^\s*read\b/,
    'read the input',
  ],
  [
    /^\s*(def|function|fn|func)\s+\w+|^\s*(public|private|static)?\s*(static\s+)?\w+\s+\w+\s*\([^;]*\)\s*\{?\s*$/,
    'define a helper that does one part of the job',
  ],
  [
    /^\s*(for|while|loop|until)\b|\.(each|forEach|map)\b|\bfor\b.*\bin\b/,
    'go through the items one at a time',
  ],
  [/^\s*(elif|else\s+if)\b/, 'otherwise, check the next case'],
  [/^\s*(if|unless|case|match|switch)\b/, 'check a condition'],
  [/^\s*(else)\b/, 'otherwise, handle the remaining case'],
  [PRINTS, 'print the result in the expected format'],
  [/^\s*return\b/, 'give back the result'],
  [/\+=|-=|\*=|\.(append|push|push_back|add|insert)\b/, 'update the running result'],
  [/[^=!<>]=[^=]/, 'work out a value you need'],
];

/**
 * The solution's shape as numbered plain-word steps, indented like the code. No name, number
 * or expression of the solution is copied, so the outline cannot give the code away.
 */
export function outlineOf(solution: string): string[] {
  const steps: string[] = [];
  const indents: number[] = [];
  for (const raw of solution.split('\n')) {
    const rule = OUTLINE_RULES.find(([pattern]) => pattern.test(raw));
    if (!rule || rule[1] === '') continue;
    const indent = raw.length - raw.trimStart().length;
    while (indents.length > 0 && (indents.at(-1) ?? 0) > indent) indents.pop();
    if (indents.length === 0 || (indents.at(-1) ?? 0) < indent) indents.push(indent);
    const step = `${'  '.repeat(indents.length - 1)}${rule[1]}`;
    if (steps.at(-1) !== step) steps.push(step);
  }
  return steps;
}

function nudge(input: LadderInput): string {
  const [hint] = input.authorHints;
  if (input.error) {
    const where = input.error.line ? ` on line ${input.error.line}` : '';
    return `Your program stopped with ${input.error.entry.title}${where}. ${hint ?? 'Before changing anything, read the first line of the error message: it names what went wrong.'}`;
  }
  if (input.failingTest) {
    const name = input.failingTest.name ? `“${input.failingTest.name}”` : 'one of the tests';
    return `The test ${name} does not pass yet. ${hint ?? 'Work that case out by hand, then follow your program line by line and see where it takes another turn.'}`;
  }
  return (
    hint ??
    'Run your program with the example input and compare what it prints with the expected output, character by character.'
  );
}

function concept(input: LadderInput): string {
  const hint = input.authorHints[1];
  const parts: string[] = [];
  if (input.error) parts.push(input.error.entry.explanation);
  else if (input.failingTest && !input.failingTest.hidden && input.failingTest.expected !== undefined)
    parts.push(describeOutputDifference(input.failingTest.expected, input.failingTest.actual ?? ''));
  else if (input.failingTest?.hidden)
    parts.push(
      'A hidden test checks a case the example does not show. Think about the edges: no items at all, a single item, negative numbers or zero, repeated values.',
    );
  if (hint) parts.push(hint);
  if (parts.length === 0)
    parts.push(
      'Say in one sentence what the program must print for the example, then for a case with no items.',
    );
  return parts.join(' ');
}

function pointer(input: LadderInput): string {
  const hint = input.authorHints[2];
  const parts: string[] = [];
  if (input.error) {
    const quoted = input.error.line ? quoteLine(input.learnerCode, input.error.line) : null;
    parts.push(quoted ? `Look at ${quoted}.` : 'Look at the line the error names.');
    parts.push(input.error.entry.check);
  } else {
    const lines = input.learnerCode.split('\n');
    const printing = lines.findIndex((line) => PRINTS.test(line));
    if (printing >= 0)
      parts.push(
        `Look at ${quoteLine(input.learnerCode, printing + 1)}: this is where your output is made. Check what reaches it for the failing case.`,
      );
    else parts.push('Your program never prints anything: the tests compare what it prints.');
  }
  if (hint) parts.push(hint);
  return parts.join(' ');
}

function pseudocode(input: LadderInput): string {
  const hint = input.authorHints[3];
  const outline = input.solution ? outlineOf(input.solution) : [];
  const parts: string[] = [];
  if (outline.length > 0)
    parts.push(
      `One way to structure it:\n${outline.map((step, index) => `${step.match(/^ */)?.[0] ?? ''}${index + 1}. ${step.trim()}`).join('\n')}`,
    );
  if (hint) parts.push(hint);
  if (parts.length === 0)
    parts.push(
      'Write the steps in plain words first: read the input, work out the answer step by step, print it.',
    );
  return parts.join('\n\n');
}

const BUILDERS: Record<HintStep, (input: LadderInput) => string> = { nudge, concept, pointer, pseudocode };

export function hintFor(step: HintStep, input: LadderInput): string {
  return BUILDERS[step](input);
}
