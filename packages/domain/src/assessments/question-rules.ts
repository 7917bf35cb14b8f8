/** What makes an authored question usable: the checks the editor's save applies. */

export interface AuthoredOption {
  text: string;
  correct: boolean;
}

export interface AuthoredQuestion {
  kind: 'multiple_choice' | 'coding';
  prompt: string;
  difficulty: number;
  options: readonly AuthoredOption[];
  tests: readonly { stdin: string; expected_output: string }[];
}

/** Field path -> sentence for each broken rule (empty: the question is fine). */
export function questionProblems(question: AuthoredQuestion, path: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (question.prompt.trim() === '') problems[`${path}.prompt`] = 'Write the question.';
  if (!Number.isFinite(question.difficulty) || Math.abs(question.difficulty) > 4)
    problems[`${path}.difficulty`] = 'Difficulty must be a number from -4 to 4.';
  if (question.kind === 'multiple_choice') {
    if (question.options.length < 2) problems[`${path}.options`] = 'Give at least two options.';
    else if (question.options.filter((option) => option.correct).length !== 1)
      problems[`${path}.options`] = 'Mark exactly one option as correct.';
    else if (question.options.some((option) => option.text.trim() === ''))
      problems[`${path}.options`] = 'Every option needs text.';
  } else if (question.tests.length === 0) {
    problems[`${path}.tests`] = 'A coding question needs at least one test.';
  }
  return problems;
}
