import { lessonReplySchema, shotReplySchema, type Widget } from '@learnbox/contracts';
import { eq, lessons, shots } from '@learnbox/db';
import { EXECUTION_MESSAGES, LOCK_MESSAGES, NO_TESTS_TEXT } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';
import { TEST_EXECUTION_SECRET } from './testing/code-test-app';
import { type RunnerProcess, startRunnerProcess } from './testing/runner-process';

/**
 * POST /api/code/judge-widget against a real runner, and the lesson and shot reads that must not
 * give the hidden tests away. The seeded exercises' hidden outputs equal their visible example, so
 * the tests add an exercise whose hidden inputs and outputs appear nowhere else.
 */
const SECRETS = ['424242 1000001', '1424243', '-7 -8000', '-8007'];
const SOLUTION_MARK = 'authors-only-solution';
const sumWidget = {
  type: 'Code',
  id: 'sum-two',
  language: 'python',
  files: [{ name: 'main.py', content: 'a, b = map(int, input().split())\nprint(a - b)\n' }],
  stdin: '1 2\n',
  expected_output: '3\n',
  hidden_tests: [
    { name: 'big numbers', stdin: '424242 1000001\n', expected_output: '1424243\n' },
    { name: 'negatives', stdin: '-7 -8000\n', expected_output: '-8007\n' },
  ],
  solution: [
    { name: 'main.py', content: `# ${SOLUTION_MARK}\na, b = map(int, input().split())\nprint(a + b)\n` },
  ],
} satisfies Widget;
const plainWidget = { ...sumWidget, id: 'no-tests', stdin: undefined, expected_output: undefined };
delete (plainWidget as Partial<typeof sumWidget>).hidden_tests;
delete (plainWidget as Partial<typeof sumWidget>).solution;

const CORRECT = [{ name: 'main.py', content: 'a, b = map(int, input().split())\nprint(a + b)\n' }];
const WRONG = sumWidget.files;
/** Tries every channel out of the sandbox a program controls: stdout, stderr and the exit code. */
const LEAKY = [
  {
    name: 'main.py',
    content:
      'import sys\nd = sys.stdin.read()\nprint(d)\nsys.stderr.write(d)\nsys.exit(abs(int(d.split()[0])) % 256)\n',
  },
];

const LESSON = 'lsn-python-lists';
const SHOT = 'shot-python-list-comprehensions';
const expectNoSecrets = (body: string) => {
  for (const secret of SECRETS) expect(body).not.toContain(secret);
  expect(body).not.toContain('hidden_tests');
  // The author's solution would hand out the answer just as well.
  expect(body).not.toContain('"solution"');
  expect(body).not.toContain(SOLUTION_MARK);
};

let runner: RunnerProcess;
let app: ContentTestApp;
beforeAll(async () => {
  runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
  app = await buildContentTestApp({
    config: { RUNNER_ORIGIN: runner.origin, EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET },
  });
  const db = app.deps.db;
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, LESSON));
  await db
    .update(lessons)
    .set({ widgets: [...(lesson?.widgets ?? []), sumWidget, plainWidget] })
    .where(eq(lessons.id, LESSON));
  const [shot] = await db.select().from(shots).where(eq(shots.id, SHOT));
  await db
    .update(shots)
    .set({ content: [...(shot?.content ?? []), sumWidget] })
    .where(eq(shots.id, SHOT));
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await runner?.stop();
});

const judge = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/code/judge-widget',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('lesson and shot reads keep hidden tests on the server', { timeout: APP_TIMEOUT_MS }, () => {
  it('sends a Code widget with its hidden test count, never the tests', async () => {
    for (const url of [
      '/api/collection/python-basics/page/lists-and-loops',
      '/api/page/url/courses/python-basics/lists-and-loops',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res.body);
      const widgets = lessonReplySchema.parse(res.json()).lesson.widgets;
      const counts = Object.fromEntries(
        widgets.flatMap((widget) => (widget.type === 'Code' ? [[widget.id, widget.hidden_test_count]] : [])),
      );
      expect(counts).toMatchObject({
        'evens-exercise': 3,
        comprehension: 0,
        'sum-two': 2,
        'no-tests': 0,
        lists: 0,
      });
      expect(widgets.find((widget) => widget.id === 'sum-two')).toMatchObject({
        stdin: '1 2\n',
        expected_output: '3\n',
      });
    }
  });

  it('does the same for a priced lesson a subscriber reads, and for shots', async () => {
    const subscriber = await app.as('subscriber@example.com');
    const cpp = await subscriber.get('/api/collection/cpp-data-structures/page/stacks-and-queues');
    expect(cpp.statusCode).toBe(200);
    expect(cpp.body).not.toContain('hidden_tests');
    expect(cpp.body).toContain('"hidden_test_count":2');
    expect(cpp.body).not.toContain('"solution"');

    const shot = await app.inject({
      method: 'GET',
      url: '/api/edpresso/shot/url/answers/python-list-comprehensions',
    });
    expect(shot.statusCode).toBe(200);
    expectNoSecrets(shot.body);
    const code = shotReplySchema.parse(shot.json()).content.find((widget) => widget.id === 'sum-two');
    expect(code).toMatchObject({ type: 'Code', hidden_test_count: 2 });
  });

  it('documents the public widget and the new endpoint in the OpenAPI', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/code/judge-widget']?.post).toBeDefined();
    expect(res.body).toContain('hidden_test_count');
  });
});

describe('POST /api/code/judge-widget', { timeout: APP_TIMEOUT_MS }, () => {
  it('passes a correct solution on the example and every hidden test', async () => {
    const res = await judge({ lesson_id: LESSON, widget_id: 'sum-two', files: CORRECT });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'accepted', summary: { total: 3, passed: 3, failed: 0 } });
    expect(body.cases[0]).toMatchObject({
      name: 'Example',
      hidden: false,
      verdict: 'passed',
      stdin: '1 2\n',
      expectedOutput: '3\n',
      stdout: '3\n',
    });
    expect(body.cases.slice(1).map((c: { name: string }) => c.name)).toEqual(['big numbers', 'negatives']);
    expectNoSecrets(res.body);
  });

  it('fails a wrong solution on the hidden tests and says only that they failed', async () => {
    const res = await judge({ lesson_id: LESSON, widget_id: 'sum-two', files: WRONG });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'rejected', summary: { total: 3, passed: 0, failed: 3 } });
    expect(body.cases[0]).toMatchObject({ hidden: false, verdict: 'wrong_answer', stdout: '-1\n' });
    for (const hidden of body.cases.slice(1)) {
      expect(hidden).toMatchObject({ hidden: true, verdict: 'wrong_answer' });
      expect(Object.keys(hidden).sort()).toEqual(
        [
          'index',
          'name',
          'hidden',
          'verdict',
          'exitCode',
          'signal',
          'wallTimeMs',
          'cpuTimeMs',
          'memoryKb',
          'truncated',
        ].sort(),
      );
    }
    expectNoSecrets(res.body);
  });

  it('lets nothing of a hidden input out through stdout, stderr or the exit code', async () => {
    const res = await judge({ lesson_id: LESSON, widget_id: 'sum-two', files: LEAKY });
    expect(res.statusCode).toBe(200);
    const hidden = res.json().cases.slice(1);
    expect(hidden.map((c: { verdict: string }) => c.verdict)).toEqual(['runtime_error', 'runtime_error']);
    expect(hidden.map((c: { exitCode: number | null }) => c.exitCode)).toEqual([null, null]);
    expectNoSecrets(res.body);
  });

  it('judges a Code widget of a shot', async () => {
    const res = await judge({ shot_id: SHOT, widget_id: 'sum-two', files: CORRECT });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('accepted');
  });

  it("judges a priced lesson's seeded C++ exercise for a subscriber: the starter fails, a solution passes", async () => {
    const subscriber = await app.as('subscriber@example.com');
    const read = await subscriber.get('/api/collection/cpp-data-structures/page/stacks-and-queues');
    const exercise = lessonReplySchema
      .parse(read.json())
      .lesson.widgets.find((widget) => widget.id === 'brackets-exercise');
    if (exercise?.type !== 'Code') throw new Error('expected the brackets exercise');
    const check = (files: { name: string; content: string }[]) =>
      subscriber.post('/api/code/judge-widget', {
        lesson_id: 'lsn-cpp-stacks-queues',
        widget_id: 'brackets-exercise',
        files,
      });
    const starter = await check(exercise.files);
    expect(starter.statusCode, starter.body).toBe(200);
    expect(starter.json().status).not.toBe('accepted');
    const [main] = exercise.files;
    const solved = (main?.content ?? '').replace(
      /\/\/ TODO[^\n]*\n\s*return true;/,
      `std::stack<char> open;
          for (char c : text) {
              if (c == '(' || c == '[' || c == '{') { open.push(c); continue; }
              if (c != ')' && c != ']' && c != '}') continue;
              char want = c == ')' ? '(' : c == ']' ? '[' : '{';
              if (open.empty() || open.top() != want) return false;
              open.pop();
          }
          return open.empty();`,
    );
    const res = await check([{ name: 'main.cpp', content: solved }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', summary: { total: 3, passed: 3 } });
  }, 90_000);

  it('answers a lesson the reader may not open with the same 403 as reading it', async () => {
    const read = await app.inject({
      method: 'GET',
      url: '/api/collection/cpp-data-structures/page/stacks-and-queues',
    });
    const res = await judge({ lesson_id: 'lsn-cpp-stacks-queues', widget_id: 'brackets', files: CORRECT });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(read.json());
    expect(res.json()).toEqual({
      errorText: LOCK_MESSAGES.login_required,
      errors: { reason: 'login_required' },
    });

    const learner = await app.as('learner@example.com');
    const locked = await learner.post('/api/code/judge-widget', {
      lesson_id: 'lsn-cpp-stacks-queues',
      widget_id: 'brackets',
      files: CORRECT,
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual(
      (await learner.get('/api/collection/cpp-data-structures/page/stacks-and-queues')).json(),
    );
  });

  it.each([
    ['an unknown lesson', { lesson_id: 'lsn-no-such-lesson', widget_id: 'sum-two' }, /this lesson/],
    ['an unknown shot', { shot_id: 'shot-no-such-shot', widget_id: 'sum-two' }, /this shot/],
    ['an unknown widget', { lesson_id: LESSON, widget_id: 'no-such-widget' }, /“no-such-widget”/],
    ['a widget that is not code', { lesson_id: 'lsn-js-values', widget_id: 'first-run' }, /“first-run”/],
  ])('answers %s with a 404 that says what is missing', async (_name, page, text) => {
    const res = await judge({ ...page, files: CORRECT });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorText).toMatch(/could not find/);
    expect(res.json().errorText).toMatch(text);
  });

  it('answers a widget without tests with a 400', async () => {
    const res = await judge({ lesson_id: LESSON, widget_id: 'no-tests', files: CORRECT });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toBe(NO_TESTS_TEXT);
  });

  const page = { lesson_id: LESSON, widget_id: 'sum-two' };
  it.each<[string, unknown]>([
    ['an array', '[]'],
    ['a number', '42'],
    ['a string', '"files"'],
    ['null', 'null'],
    ['not JSON', '{"lesson_id":'],
    ['no files', page],
    ['files that are not a list', { ...page, files: 'print(1)' }],
    ['a file name that is a number', { ...page, files: [{ name: 1, content: '' }] }],
    ['a file that climbs out', { ...page, files: [{ name: '../main.py', content: '' }] }],
    [
      'too many files',
      { ...page, files: Array.from({ length: 33 }, (_, i) => ({ name: `f${i}.py`, content: '' })) },
    ],
    ['a widget id that is a number', { lesson_id: LESSON, widget_id: 7, files: CORRECT }],
    ['a lesson id with spaces', { lesson_id: 'lsn python', widget_id: 'sum-two', files: CORRECT }],
    ['no page', { widget_id: 'sum-two', files: CORRECT }],
    ['two pages', { ...page, shot_id: SHOT, files: CORRECT }],
  ])('answers %s with a readable 400', async (_name, payload) => {
    const res = await judge(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toMatch(/\w+/);
  });

  it('refuses files over the code length limit with the spec message', async () => {
    const res = await judge({ ...page, files: [{ name: 'main.py', content: 'x'.repeat(32_769) }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorText).toBe(EXECUTION_MESSAGES.CODE_TOO_LONG);
  });
});
