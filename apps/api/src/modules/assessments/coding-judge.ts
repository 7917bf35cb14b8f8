import type { buildCodeService } from '../code';
import type { CodingJudge } from './assessment-context';

const MAIN_FILE: Record<string, string> = { python: 'main.py', javascript: 'main.js' };

/**
 * Coding answers go to the runner's judge through the code module (validation, signed token,
 * fair share), like the reader's judged widgets: the tests never leave the server.
 */
export function createRunnerCodingJudge(code: ReturnType<typeof buildCodeService>): CodingJudge {
  return async ({ language, code: source, tests }, requester) => {
    const result = await code.run(
      'judge',
      {
        language,
        files: [{ name: MAIN_FILE[language] ?? 'main.txt', content: source }],
        testCases: tests.map((test) => ({
          name: test.name || undefined,
          stdin: test.stdin,
          expectedOutput: test.expected_output,
          hidden: true,
        })),
      },
      requester,
    );
    return result.status === 'accepted';
  };
}
