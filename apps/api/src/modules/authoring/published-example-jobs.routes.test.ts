import type { CodeWidget, Widget } from '@learnbox/contracts';
import { eq, exampleResults } from '@learnbox/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryJobQueue, type MemoryJobQueue } from '../../platform/jobs';
import { TEST_EXECUTION_SECRET } from '../code/testing/code-test-app';
import { createRunnerDouble, unreachable } from '../code/testing/runner-double';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from './testing/authoring-test-app';

/**
 * Publishing and the examples' runs (issue 19), against a runner double: the publish only queues
 * a job and answers; the job runs each example plainly and under the probes, keeps what every run
 * agreed on, and is retried while the runner cannot be reached.
 */
const OWNER: StudioCaller = { userId: 'owner-jobs', email: 'example-jobs@example.com', name: 'Jobs' };
const runner = createRunnerDouble();
let jobs: MemoryJobQueue;
let app: AuthoringTestApp;
let courseId = '';

const code = (id: string, content: string): CodeWidget => ({
  type: 'Code',
  id,
  language: 'python',
  files: [{ name: 'main.py', content }],
});
const learnerRun = async (content: string) => {
  const payload = { language: 'python', files: [{ name: 'main.py', content }], stdin: '' };
  const reply = await app.call({ method: 'POST', url: '/api/code/execute', payload });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const reply = await app.call({ method, url, ...(payload ? { payload } : {}) }, OWNER);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}
/** A new lesson of the course holding these widgets; the course's publish, not awaited. */
async function publishLesson(title: string, widgets: Widget[]) {
  const lessonId = (await call('POST', '/api/author/page', { course_id: courseId, title })).id;
  const head = (await call('GET', `/api/author/works/lesson/${lessonId}`)).head_revision;
  await call('PUT', `/api/author/works/lesson/${lessonId}`, {
    base_revision: head,
    document: { title, summary: '', widgets },
  });
  const course = (await call('GET', `/api/author/works/course/${courseId}`)).head_revision;
  const reply = app.call(
    { method: 'POST', url: `/api/author/works/course/${courseId}/publish`, payload: { revision: course } },
    OWNER,
  );
  return { lessonId, reply };
}
const storedRows = (workId: string) =>
  app.deps.db.select().from(exampleResults).where(eq(exampleResults.workId, workId));

beforeAll(async () => {
  // Retries after 30 ms rather than 30 s: the same schedule, a thousand times faster.
  jobs = createMemoryJobQueue({ error: () => {} }, { retryDelayScale: 0.001 });
  app = await buildAuthoringTestApp(
    { EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET },
    { code: { runner: runner.client }, jobs },
  );
  courseId = (await call('POST', '/api/author/works', { kind: 'course', title: 'Job course' })).id;
}, 60_000);
afterAll(async () => {
  await app?.dispose();
});
beforeEach(() => runner.reset());

describe('publishing queues the example runs', () => {
  it('answers the publish while the runner has not answered, and retries until it does', async () => {
    const waiting: Array<(error: Error) => void> = [];
    runner.answer = () => new Promise((_, reject) => waiting.push(reject));
    const { lessonId, reply } = await publishLesson('Waiting', [code('stable', 'print("stable")\n')]);
    const answered = await Promise.race([
      reply.then((response) => response.statusCode),
      new Promise((resolve) => setTimeout(() => resolve('publish waited for the runner'), 2_000)),
    ]);
    expect(answered).toBe(200);
    // The job waits on the runner, which turns out unreachable: the job is retried.
    await expect.poll(() => runner.sends.length).toBeGreaterThan(0);
    runner.answer = async (request) => runner.run(request);
    for (const reject of waiting.splice(0)) reject(unreachable());
    await jobs.idle();
    expect(await storedRows(lessonId)).toMatchObject([{ widgetId: 'stable', toolchainVersion: '3.12.1' }]);
    expect(await learnerRun('print("stable")\n')).toMatchObject({ cached: true });
  });

  it('stores a deterministic example and not one whose output moves under the probes', async () => {
    const { lessonId, reply } = await publishLesson('Mixed', [
      code('steady', 'print(6 * 7)\n'),
      code('clock', 'import time\nprint(time.time())\n'),
    ]);
    expect((await reply).statusCode).toBe(200);
    await jobs.idle();
    expect((await storedRows(lessonId)).map((row) => row.widgetId)).toEqual(['steady']);
    expect(await learnerRun('print(6 * 7)\n')).toMatchObject({ cached: true });
    expect(await learnerRun('import time\nprint(time.time())\n')).toMatchObject({ cached: false });
  });
});
