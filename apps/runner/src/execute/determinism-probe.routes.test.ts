import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

/**
 * The determinism probes the api runs a published example under (issue 19): a probe changes
 * what a program reading the clock or hashing strings sees, and nothing of a plain program.
 */
let runner: TestRunner;
beforeAll(async () => {
  runner = await startTestRunner();
}, 60_000);
afterAll(async () => {
  await runner?.close();
});

const run = async (code: string, determinismProbe?: 1 | 2) => {
  const reply = await runner.execute({
    language: 'python',
    code,
    ...(determinismProbe ? { determinismProbe } : {}),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { stdout: string; status: string };
};

describe('determinism probes', () => {
  it('shows a program reading the local clock another time zone under each probe', async () => {
    const code = 'import time\nprint(time.strftime("%z"))\n';
    const outputs = [(await run(code)).stdout, (await run(code, 1)).stdout, (await run(code, 2)).stdout];
    expect(new Set(outputs).size).toBe(3);
  }, 30_000);

  it('gives string hashes another seed under each probe', async () => {
    const code = 'print(hash("learnbox"))\n';
    expect((await run(code, 1)).stdout).not.toBe((await run(code, 2)).stdout);
  }, 30_000);

  it('leaves a plain program byte-identical', async () => {
    const code = 'print(sorted({"b", "a"}), 6 * 7)\n';
    const plain = await run(code);
    expect(plain.status).toBe('ok');
    expect((await run(code, 1)).stdout).toBe(plain.stdout);
    expect((await run(code, 2)).stdout).toBe(plain.stdout);
  }, 30_000);

  it('refuses a probe the runner does not know', async () => {
    const reply = await runner.execute({ language: 'python', code: 'print(1)', determinismProbe: 7 });
    expect(reply.statusCode).toBe(400);
  });
});

describe('the toolchain version a run reports', () => {
  it('is the version GET /runtimes lists for the language, on runs and compile errors alike', async () => {
    const runtimes = (await runner.app.inject({ url: '/runtimes' })).json() as {
      runtimes: Array<{ language: string; version: string }>;
    };
    const python = runtimes.runtimes.find((runtime) => runtime.language === 'python')?.version;
    expect(python).toMatch(/^\d+\.\d+/);
    const reply = await runner.execute({ language: 'python', code: 'print(1)\n', determinismProbe: 1 });
    expect(reply.json()).toMatchObject({ status: 'ok', toolchainVersion: python });
    const c = runtimes.runtimes.find((runtime) => runtime.language === 'c')?.version;
    if (!c) return;
    const broken = await runner.execute({ language: 'c', code: 'int main( {' });
    expect(broken.json()).toMatchObject({ status: 'compile_error', toolchainVersion: c });
  }, 30_000);
});
