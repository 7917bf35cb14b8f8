import type { CodeWidget, Widget } from '@learnbox/contracts';
import { type ExecuteResponse, executeRequestSchema } from '@learnbox/contracts/runner';
import { eq, exampleResults } from '@learnbox/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryJobQueue, type MemoryJobQueue } from '../../platform/jobs';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from '../authoring/testing/authoring-test-app';
import { programKey } from './example-results';
import { createExampleResultsRepository } from './example-results.repository';
import {
  type RunnerClient,
  type RunnerRequest,
  type RunnerResponse,
  RunnerUnreachableError,
} from './runner-client';
import { TEST_EXECUTION_SECRET } from './testing/code-test-app';

/**
 * Stored example results (issue 19) against a runner double that says which toolchain version ran
 * each program: publishing only queues the runs, the job keeps what every run agreed on, and a
 * stored result is answered only while the runner runs the version that produced it.
 */
const OWNER: StudioCaller = { userId: 'owner-jobs', email: 'example-jobs@example.com', name: 'Jobs' };
const LIMITS = { wallTimeMs: 5000, cpuTimeMs: 5000, memoryMb: 256, maxProcesses: 16, outputBytes: 65536 };

/** The runner's toolchain version of the moment; a test "upgrades" it by assigning. */
let version = '3.12.1';
const sends: RunnerRequest[] = [];
let runtimeReads = 0;

/**
 * The double's "python": prints its program's length, and, for a program mentioning the clock,
 * the probe it ran under, as a real clock-reading program prints another zone under a probe.
 */
function run(request: RunnerRequest): RunnerResponse {
  const payload = request.payload as { files: Array<{ content: string }>; determinismProbe?: number };
  const content = payload.files.map((file) => file.content).join('');
  const stdout = content.includes('time')
    ? `probe ${payload.determinismProbe ?? 0}\n`
    : `${content.length} bytes on ${version}\n`;
  const body: ExecuteResponse = {
    status: 'ok',
    stdout,
    stderr: '',
    compileOutput: null,
    exitCode: 0,
    signal: null,
    wallTimeMs: 3,
    cpuTimeMs: 2,
    memoryKb: 900,
    truncated: false,
    toolchainVersion: version,
  };
  return { status: 200, body };
}
let answer: (request: RunnerRequest) => Promise<RunnerResponse> = async (request) => run(request);

const runner: RunnerClient = {
  send: async (request) => {
    sends.push(request);
    return answer(request);
  },
  runtimes: async () => {
    runtimeReads += 1;
    return {
      status: 200,
      body: {
        runtimes: [
          { language: 'python', name: 'Python', version, compiled: false, defaultFileName: 'main.py' },
        ],
        limits: { defaults: LIMITS, maxima: LIMITS },
      },
    };
  },
};

let jobs: MemoryJobQueue;
let app: AuthoringTestApp;
let courseId = '';

const code = (id: string, content: string): CodeWidget => ({
  type: 'Code',
  id,
  language: 'python',
  files: [{ name: 'main.py', content }],
});
const programOf = (content: string) => ({
  language: 'python',
  files: [{ name: 'main.py', content }],
  stdin: '',
});
const learnerRun = async (content: string) => {
  const reply = await app.call({ method: 'POST', url: '/api/code/execute', payload: programOf(content) });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const reply = await app.call({ method, url, ...(payload ? { payload } : {}) }, OWNER);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}
/** A new lesson of the course holding these widgets, published with the course. */
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
    { code: { runner }, jobs },
  );
  courseId = (await call('POST', '/api/author/works', { kind: 'course', title: 'Job course' })).id;
}, 60_000);
afterAll(async () => {
  await app?.dispose();
});
beforeEach(() => {
  sends.length = 0;
  version = '3.12.1';
  answer = async (request) => run(request);
});

describe('stored example results and the toolchain version', () => {
  it('costs an ordinary run (no stored result) no extra round trip to the runner', async () => {
    runtimeReads = 0;
    expect(await learnerRun('print("never published")\n')).toMatchObject({ cached: false });
    expect(sends).toHaveLength(1);
    expect(runtimeReads).toBe(0);
  });

  it('serves a stored result only under the version that produced it; a mismatch runs for real and refreshes the row', async () => {
    const program = 'print("upgraded")\n';
    const key = programKey(executeRequestSchema.parse(programOf(program)));
    await createExampleResultsRepository(app.deps.db).replace(
      { kind: 'lesson', id: 'old-lesson', revision: 1 },
      [
        {
          widgetId: 'w1',
          programKey: key,
          toolchainVersion: '3.11.2',
          result: {
            ...(run({ payload: programOf(program) } as RunnerRequest).body as object),
            stdout: 'from 3.11\n',
          },
        },
      ],
    );
    const real = await learnerRun(program);
    expect(real).toMatchObject({ cached: false, stdout: `${program.length} bytes on 3.12.1\n` });
    expect(sends).toHaveLength(1);
    // The refresh job ran the example plainly and under both probes on 3.12.1.
    await jobs.idle();
    expect(sends).toHaveLength(4);
    const [row] = await storedRows('old-lesson');
    expect(row).toMatchObject({ toolchainVersion: '3.12.1', programKey: key });
    sends.length = 0;
    const cached = await learnerRun(program);
    expect(cached).toMatchObject({ cached: true, stdout: real.stdout, toolchainVersion: '3.12.1' });
    expect(sends).toHaveLength(0);
  });

  it('stops answering from storage as soon as a real run reports a newer toolchain', async () => {
    const { lessonId, reply } = await publishLesson('Upgrade', [code('kept', 'print("kept")\n')]);
    expect((await reply).statusCode).toBe(200);
    await jobs.idle();
    expect(await learnerRun('print("kept")\n')).toMatchObject({ cached: true });
    // The runner is upgraded; any real run (another program here) tells the api before the TTL ends.
    version = '3.13.0';
    expect(await learnerRun('print("another")\n')).toMatchObject({ cached: false });
    expect(await learnerRun('print("kept")\n')).toMatchObject({
      cached: false,
      stdout: `${'print("kept")\n'.length} bytes on 3.13.0\n`,
    });
    await jobs.idle();
    expect(await storedRows(lessonId)).toMatchObject([{ widgetId: 'kept', toolchainVersion: '3.13.0' }]);
  });
});

describe('publishing queues the example runs', () => {
  it('answers the publish while the runner has not answered, and retries until it does', async () => {
    const waiting: Array<(error: Error) => void> = [];
    answer = () => new Promise((_, reject) => waiting.push(reject));
    const { lessonId, reply } = await publishLesson('Waiting', [code('stable', 'print("stable")\n')]);
    const answered = await Promise.race([
      reply.then((response) => response.statusCode),
      new Promise((resolve) => setTimeout(() => resolve('publish waited for the runner'), 2_000)),
    ]);
    expect(answered).toBe(200);
    // The jobs (every lesson of the course) wait on the runner, which goes away: they are retried.
    await expect.poll(() => sends.length).toBeGreaterThan(0);
    answer = async (request) => run(request);
    for (const reject of waiting.splice(0)) reject(new RunnerUnreachableError('network'));
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
