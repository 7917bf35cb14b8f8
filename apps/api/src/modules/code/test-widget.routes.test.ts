import { lessonReplySchema } from '@learnbox/contracts';
import { codeTestResponseSchema } from '@learnbox/contracts/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';
import { TEST_EXECUTION_SECRET } from './testing/code-test-app';
import { type RunnerProcess, startRunnerProcess } from './testing/runner-process';

/**
 * POST /api/code/test-widget through a real runner, on the seeded live test exercise of Python
 * Basics' functions lesson: the starter fails the tests, a solution passes them, and the lesson
 * reply never carries the test file or the solution.
 */
const LESSON = 'lsn-python-functions';
const LESSON_URL = '/api/collection/python-basics/page/functions';
const SOLVED = `def word_counts(text):
    counts = {}
    for raw in text.split():
        word = raw.strip(".,;:!?\\"'()").lower()
        if word:
            counts[word] = counts.get(word, 0) + 1
    return counts
`;

let runner: RunnerProcess;
let app: ContentTestApp;
beforeAll(async () => {
  runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
  app = await buildContentTestApp({
    config: { RUNNER_ORIGIN: runner.origin, EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET },
  });
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await runner?.stop();
});

const test = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/code/test-widget',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('the CodeTest widget (live tests)', { timeout: APP_TIMEOUT_MS }, () => {
  it('reaches the reader with its starter files only: no test file, no solution', async () => {
    const res = await app.inject({ method: 'GET', url: LESSON_URL });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('test_file');
    expect(res.body).not.toContain('test_words');
    expect(res.body).not.toContain('"solution"');
    expect(res.body).not.toContain('counts.get(word, 0)');
    const widget = lessonReplySchema
      .parse(res.json())
      .lesson.widgets.find((item) => item.id === 'word-counts-tests');
    expect(widget).toMatchObject({ type: 'CodeTest', language: 'python', files: [{ name: 'words.py' }] });
  });

  it('runs the starter against the hidden tests on the runner: they fail', async () => {
    const read = lessonReplySchema.parse((await app.inject({ method: 'GET', url: LESSON_URL })).json());
    const widget = read.lesson.widgets.find((item) => item.id === 'word-counts-tests');
    if (widget?.type !== 'CodeTest') throw new Error('expected the seeded live test widget');
    const res = await test({ lesson_id: LESSON, widget_id: widget.id, files: widget.files });
    expect(res.statusCode, res.body).toBe(200);
    const result = codeTestResponseSchema.parse(res.json());
    expect(result.total_tests).toBe(4);
    expect(result.passed_tests).toBeLessThan(4);
    expect(result.failure_description).toBeTruthy();
  }, 90_000);

  it('passes a correct solution', async () => {
    const res = await test({
      lesson_id: LESSON,
      widget_id: 'word-counts-tests',
      files: [{ name: 'words.py', content: SOLVED }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_tests: 4, passed_tests: 4, status: 'ok' });
    // unittest's verbose lines, which the reader turns into one line per test.
    expect(res.json().stderr.match(/^test_\w+ \([\w.]+\) \.\.\. ok$/gm)).toHaveLength(4);
  }, 90_000);

  it('answers 404 for a widget that is not a live test on the page', async () => {
    const res = await test({
      lesson_id: LESSON,
      widget_id: 'grade-report',
      files: [{ name: 'a.py', content: '' }],
    });
    expect(res.statusCode).toBe(404);
  });
});
