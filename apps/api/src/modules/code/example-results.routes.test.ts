import { executeRequestSchema } from '@learnbox/contracts/runner';
import { eq, exampleResults } from '@learnbox/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryJobQueue, type MemoryJobQueue } from '../../platform/jobs';
import { programKey } from './example-results';
import { createExampleResultsRepository } from './example-results.repository';
import type { RunnerRequest } from './runner-client';
import { buildCodeTestApp, type CodeTestApp } from './testing/code-test-app';
import { createRunnerDouble, doubleOutput } from './testing/runner-double';

/**
 * Stored example results (issue 19) and the runner's toolchain version: a stored result is answered
 * only while the runner runs the version that produced it; another version runs for real and
 * queues the example to run again on the new one. (Publishing's job: authoring's
 * published-example-jobs.routes.test.ts.)
 */
const runner = createRunnerDouble();
let jobs: MemoryJobQueue;
let app: CodeTestApp;

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
/** A row as a publish's job would have stored it, on the given toolchain version. */
async function store(workId: string, content: string, toolchainVersion: string, stdout: string) {
  const result = { ...(runner.run({ payload: programOf(content) } as RunnerRequest).body as object), stdout };
  await createExampleResultsRepository(app.deps.db).replace({ kind: 'lesson', id: workId, revision: 1 }, [
    {
      widgetId: 'w1',
      programKey: programKey(executeRequestSchema.parse(programOf(content))),
      toolchainVersion,
      result: { ...result, toolchainVersion },
    },
  ]);
}
const storedRows = (workId: string) =>
  app.deps.db.select().from(exampleResults).where(eq(exampleResults.workId, workId));

beforeAll(async () => {
  jobs = createMemoryJobQueue({ error: () => {} });
  app = await buildCodeTestApp({ code: { runner: runner.client }, app: { jobs } });
}, 60_000);
afterAll(async () => {
  await app?.dispose();
});
beforeEach(() => runner.reset());

describe('stored example results and the toolchain version', () => {
  it('costs an ordinary run (no stored result) no extra round trip to the runner', async () => {
    expect(await learnerRun('print("never published")\n')).toMatchObject({ cached: false });
    expect(runner.sends).toHaveLength(1);
    expect(runner.runtimeReads).toBe(0);
  });

  it('answers a stored result under the version that produced it, without running it', async () => {
    await store('same-version', 'print("same")\n', '3.12.1', 'stored\n');
    expect(await learnerRun('print("same")\n')).toMatchObject({ cached: true, stdout: 'stored\n' });
    expect(runner.sends).toHaveLength(0);
  });

  it('does not serve a row of another version: runs for real and refreshes the row', async () => {
    const program = 'print("upgraded")\n';
    await store('old-version', program, '3.11.2', 'from 3.11\n');
    const real = await learnerRun(program);
    expect(real).toMatchObject({ cached: false, stdout: doubleOutput(program, '3.12.1') });
    expect(runner.sends).toHaveLength(1);
    // The refresh job ran the example plainly and under both probes on 3.12.1.
    await jobs.idle();
    expect(runner.sends).toHaveLength(4);
    expect(await storedRows('old-version')).toMatchObject([{ toolchainVersion: '3.12.1' }]);
    runner.sends.length = 0;
    expect(await learnerRun(program)).toMatchObject({
      cached: true,
      stdout: real.stdout,
      toolchainVersion: '3.12.1',
    });
    expect(runner.sends).toHaveLength(0);
  });

  it('stops answering from storage as soon as a real run reports a newer toolchain', async () => {
    await store('upgrade', 'print("kept")\n', '3.12.1', doubleOutput('print("kept")\n', '3.12.1'));
    expect(await learnerRun('print("kept")\n')).toMatchObject({ cached: true });
    // The runner is upgraded; a real run (another program) tells the api before the TTL ends.
    runner.version = '3.13.0';
    expect(await learnerRun('print("another")\n')).toMatchObject({ cached: false });
    expect(await learnerRun('print("kept")\n')).toMatchObject({
      cached: false,
      stdout: doubleOutput('print("kept")\n', '3.13.0'),
    });
    await jobs.idle();
    expect(await storedRows('upgrade')).toMatchObject([{ widgetId: 'w1', toolchainVersion: '3.13.0' }]);
  });

  it('drops the row when the runs on the new version no longer agree', async () => {
    const program = 'import time\nprint(time.time())\n';
    await store('now-moving', program, '3.11.2', 'probe 0\n');
    expect(await learnerRun(program)).toMatchObject({ cached: false });
    await jobs.idle();
    expect(await storedRows('now-moving')).toEqual([]);
  });
});
