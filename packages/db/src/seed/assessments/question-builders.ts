import type { AssessmentOptionRow, AssessmentTestRow } from '../../schema/assessments';

/** A seeded question as the seed writes it (the table's columns, camelCase). */
export interface SeedQuestion {
  id: string;
  skill: string;
  difficulty: number;
  kind: 'multiple_choice' | 'coding';
  prompt: string;
  options: AssessmentOptionRow[];
  language: string | null;
  starterCode: string;
  tests: AssessmentTestRow[];
  solution: string | null;
}

const LETTERS = ['a', 'b', 'c', 'd', 'e'];

/** Where the right option goes: spread by the id, so it is not always first. */
function slotOf(id: string, count: number): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % count;
}

/** A multiple-choice question; the right answer comes first here and lands in a spread slot. */
export function choice(
  id: string,
  skill: string,
  difficulty: number,
  prompt: string,
  right: string,
  ...wrong: string[]
): SeedQuestion {
  const texts = [...wrong];
  const slot = slotOf(id, wrong.length + 1);
  texts.splice(slot, 0, right);
  return {
    id,
    skill,
    difficulty,
    kind: 'multiple_choice',
    prompt,
    options: texts.map((text, index) => ({ id: LETTERS[index] as string, text, correct: index === slot })),
    language: null,
    starterCode: '',
    tests: [],
    solution: null,
  };
}

/** A coding question judged by the runner: stdin in, exact stdout out, for every test. */
export function coding(
  id: string,
  skill: string,
  difficulty: number,
  language: 'python' | 'javascript',
  prompt: string,
  starterCode: string,
  solution: string,
  tests: [stdin: string, expected: string][],
): SeedQuestion {
  return {
    id,
    skill,
    difficulty,
    kind: 'coding',
    prompt,
    options: [],
    language,
    starterCode,
    tests: tests.map(([stdin, expected], index) => ({
      name: `Test ${index + 1}`,
      stdin,
      expected_output: expected,
    })),
    solution,
  };
}
