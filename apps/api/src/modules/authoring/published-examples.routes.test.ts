import type { CodeWidget, Widget } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryJobQueue, type MemoryJobQueue } from '../../platform/jobs';
import { TEST_EXECUTION_SECRET } from '../code/testing/code-test-app';
import { type RunnerProcess, startRunnerProcess } from '../code/testing/runner-process';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from './testing/authoring-test-app';

/**
 * Results of unmodified published examples (issue 19), against a real runner: publishing queues a
 * job that runs each example plainly and under the determinism probes; a learner's run of exactly
 * that program is answered from the stored result, anything else runs for real.
 */
const OWNER: StudioCaller = { userId: 'owner-ex', email: 'examples@example.com', name: 'Examples' };

const code = (id: string, content: string, stdin?: string): CodeWidget => ({
  type: 'Code',
  id,
  language: 'python',
  files: [{ name: 'main.py', content }],
  ...(stdin !== undefined ? { stdin } : {}),
});
const STABLE = 'a, b = map(int, input().split())\nprint("sum", a + b)\nprint(sorted({"x", "y"}))\n';
const CHANGED = 'a, b = map(int, input().split())\nprint("product", a * b)\n';
const CLOCK = 'import time\nprint(time.strftime("%H:%M %z"), time.time())\n';
const RANDOM = 'import random\nprint(random.random())\n';
/** The same bytes at every plain run: only the probes' other time zone shows it reads the clock. */
const ZONE = 'import time\nprint(time.strftime("%z"))\n';

let runner: RunnerProcess;
let jobs: MemoryJobQueue;
let app: AuthoringTestApp;
let courseId = '';
let lessonId = '';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, caller?: StudioCaller) {
  const reply = await app.call({ method, url, ...(payload ? { payload } : {}) }, caller);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}
const saveLesson = async (widgets: Widget[]) => {
  const head = (await call('GET', `/api/author/works/lesson/${lessonId}`, undefined, OWNER)).head_revision;
  await call(
    'PUT',
    `/api/author/works/lesson/${lessonId}`,
    { base_revision: head, document: { title: 'Examples', summary: '', widgets } },
    OWNER,
  );
  return head + 1;
};
/** A learner's Run, as the reader sends it (runnable-code.tsx). */
const learnerRun = (content: string, stdin = '', extra: object = {}) =>
  call('POST', '/api/code/execute', {
    language: 'python',
    files: [{ name: 'main.py', content }],
    stdin,
    ...extra,
  });

beforeAll(async () => {
  runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
  jobs = createMemoryJobQueue({ error: () => {} });
  app = await buildAuthoringTestApp(
    { RUNNER_ORIGIN: runner.origin, EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET },
    { jobs },
  );
  courseId = (await call('POST', '/api/author/works', { kind: 'course', title: 'Example course' }, OWNER)).id;
  lessonId = (await call('POST', '/api/author/page', { course_id: courseId, title: 'Examples' }, OWNER)).id;
  await saveLesson([
    code('stable', STABLE, '2 40\n'),
    code('clock', CLOCK),
    code('random', RANDOM),
    code('zone', ZONE),
    { ...code('read-only', 'print("never run")\n'), runnable: false },
  ]);
  const head = (await call('GET', `/api/author/works/course/${courseId}`, undefined, OWNER)).head_revision;
  await call('POST', `/api/author/works/course/${courseId}/publish`, { revision: head }, OWNER);
  // The publish answered at once; the examples' runs finish in the job.
  await jobs.idle();
}, 180_000);
afterAll(async () => {
  await app?.dispose();
  await runner?.stop();
});

describe('results of unmodified published examples', () => {
  it('answers the unchanged example from its stored result, byte-identical to a real run', async () => {
    const cached = await learnerRun(STABLE, '2 40\n');
    expect(cached).toMatchObject({ cached: true, status: 'ok', exitCode: 0 });
    // Stored with the version of the toolchain that ran it, which a real run reports too.
    expect(cached.toolchainVersion).toMatch(/^3\./);
    // The same program with an explicit wall-time limit is another request: it runs for real.
    const real = await learnerRun(STABLE, '2 40\n', { limits: { wallTimeMs: 5000 } });
    expect(real.cached).toBe(false);
    const fields = [
      'status',
      'stdout',
      'stderr',
      'compileOutput',
      'exitCode',
      'signal',
      'truncated',
      'toolchainVersion',
    ];
    for (const field of fields) expect(cached[field], field).toStrictEqual(real[field]);
    expect(cached.stdout).toBe("sum 42\n['x', 'y']\n");
  }, 60_000);

  it('answers through the proxy as well', async () => {
    const reply = await call('POST', '/api/code/proxy', {
      endpoint: 'execute',
      language: 'python',
      files: [{ name: 'main.py', content: STABLE }],
      stdin: '2 40\n',
    });
    expect(reply).toMatchObject({ cached: true, stdout: "sum 42\n['x', 'y']\n" });
  }, 30_000);

  it('never caches a program reading the clock or random numbers', async () => {
    for (const program of [CLOCK, RANDOM]) {
      const first = await learnerRun(program);
      const second = await learnerRun(program);
      expect(first.cached).toBe(false);
      expect(second.cached).toBe(false);
      expect(first.stdout).not.toBe(second.stdout);
    }
    const zone = await learnerRun(ZONE);
    expect(zone).toMatchObject({ cached: false, stdout: (await learnerRun(ZONE)).stdout });
  }, 60_000);

  it('runs an edited program, other stdin or another file name for real', async () => {
    const edited = await learnerRun(`${STABLE}# mine\n`, '2 40\n');
    expect(edited).toMatchObject({ cached: false, stdout: "sum 42\n['x', 'y']\n" });
    expect(await learnerRun(STABLE, '1 1\n')).toMatchObject({ cached: false, stdout: "sum 2\n['x', 'y']\n" });
    const renamed = await call('POST', '/api/code/execute', {
      language: 'python',
      files: [{ name: 'other.py', content: STABLE }],
      stdin: '2 40\n',
    });
    expect(renamed.cached).toBe(false);
  }, 60_000);

  it('replaces the stored result when a republish changes the code', async () => {
    const revision = await saveLesson([code('stable', CHANGED, '2 40\n')]);
    await call('POST', `/api/author/works/lesson/${lessonId}/publish`, { revision }, OWNER);
    await jobs.idle();
    expect(await learnerRun(STABLE, '2 40\n')).toMatchObject({ cached: false });
    expect(await learnerRun(CHANGED, '2 40\n')).toMatchObject({ cached: true, stdout: 'product 80\n' });
  }, 60_000);
});
