import type { Widget } from '@learnbox/contracts';
import { AUTHORING_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_EXECUTION_SECRET } from '../code/testing/code-test-app';
import { type RunnerProcess, startRunnerProcess } from '../code/testing/runner-process';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from './testing/authoring-test-app';

/**
 * "Run tests against the solution" (issue 14) through the code module's widget judge and a real
 * runner: a draft's solution passes its example and hidden tests, a wrong one is reported per test.
 */
const OWNER: StudioCaller = { userId: 'owner-cs', email: 'solver@example.com', name: 'Solver' };
const STRANGER: StudioCaller = { userId: 'stranger-cs', email: 'nosy@example.com' };

const exercise = (solution: string): Widget => ({
  type: 'Code',
  id: 'sum-two',
  language: 'python',
  files: [{ name: 'main.py', content: 'a, b = map(int, input().split())\nprint(0)\n' }],
  stdin: '1 2\n',
  expected_output: '3\n',
  hidden_tests: [
    { name: 'big numbers', stdin: '424242 1000001\n', expected_output: '1424243\n' },
    { stdin: '-7 -8000\n', expected_output: '-8007\n' },
  ],
  solution: [{ name: 'main.py', content: solution }],
});

let runner: RunnerProcess;
let app: AuthoringTestApp;
let lessonId = '';
beforeAll(async () => {
  runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
  app = await buildAuthoringTestApp({
    RUNNER_ORIGIN: runner.origin,
    EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET,
  });
  const course = await app.call(
    { method: 'POST', url: '/api/author/works', payload: { kind: 'course', title: 'Judged course' } },
    OWNER,
  );
  const page = await app.call(
    { method: 'POST', url: '/api/author/page', payload: { course_id: course.json().id, title: 'Sums' } },
    OWNER,
  );
  lessonId = page.json().id;
  const widgets = [
    exercise('a, b = map(int, input().split())\nprint(a + b)\n'),
    { ...exercise('a, b = map(int, input().split())\nprint(a - b)\n'), id: 'wrong' },
    {
      type: 'Code',
      id: 'no-solution',
      language: 'python',
      files: [{ name: 'main.py', content: 'print(1)\n' }],
    },
  ];
  const saved = await app.call(
    {
      method: 'PUT',
      url: `/api/author/works/lesson/${lessonId}`,
      payload: { base_revision: 1, document: { title: 'Sums', summary: '', widgets } },
    },
    OWNER,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await runner?.stop();
});

const check = (widget_id: string, caller = OWNER) =>
  app.call(
    {
      method: 'POST',
      url: `/api/author/works/lesson/${lessonId}/check-solution`,
      payload: { widget_id, base_revision: 2 },
    },
    caller,
  );

describe('check-solution', () => {
  it("passes a draft widget's solution against its example and hidden tests", async () => {
    const reply = await check('sum-two');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      passed: true,
      results: [
        { name: 'Example', passed: true, hidden: false, expected: '3\n', actual: '3\n' },
        { name: 'big numbers', passed: true, hidden: true, expected: '1424243\n' },
        { name: 'Hidden test 2', passed: true, hidden: true, expected: '-8007\n' },
      ],
    });
  }, 60_000);

  it('reports each failing test of a wrong solution', async () => {
    const reply = await check('wrong');
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.passed).toBe(false);
    expect(body.results.map((item: { passed: boolean }) => item.passed)).toEqual([false, false, false]);
    expect(body.results[0].actual).toBe('-1\n');
  }, 60_000);

  it('says what is missing, and hides the lesson from strangers', async () => {
    const missing = await check('no-solution');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorText).toBe(AUTHORING_MESSAGES.NO_SOLUTION);
    const unknown = await check('nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorText).toBe(AUTHORING_MESSAGES.WIDGET_NOT_FOUND);
    expect((await check('sum-two', STRANGER)).statusCode).toBe(404);
  });
});
