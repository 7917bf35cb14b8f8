import type { ExecutionAuthReply } from '@learnbox/contracts';
import { CODE_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionPlanReader } from './execution-plan';
import { createHttpRunnerClient, RunnerUnreachableError } from './runner-client';
import { buildCodeTestApp, type CodeTestApp, TEST_EXECUTION_SECRET } from './testing/code-test-app';
import { type RunnerProcess, startRunnerProcess } from './testing/runner-process';

/** The api in front of a real runner process: real programs in the real sandbox, end to end. */
let runner: RunnerProcess;
let app: CodeTestApp;
const premiumPlans: ExecutionPlanReader = {
  planOf: async () => ({ is_premium_user: true, is_premium_plus_user: false, is_paid_user: true }),
};
beforeAll(async () => {
  runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
  app = await buildCodeTestApp({ config: { RUNNER_ORIGIN: runner.origin }, code: { plans: premiumPlans } });
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await runner?.stop();
});

const post = (url: string, payload: object, caller = {}) =>
  app.call({ method: 'POST', url, payload }, caller);

describe('runs through the api reach the real runner', () => {
  it('runs Python through the proxy', async () => {
    const reply = await post('/api/code/proxy', {
      endpoint: 'execute',
      language: 'python',
      code: 'print("Hello, Python!")',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'ok',
      stdout: 'Hello, Python!\n',
      exitCode: 0,
      truncated: false,
    });
  }, 30_000);

  it('compiles and runs C++ with stdin through /api/code/execute', async () => {
    const code =
      '#include <iostream>\n#include <string>\nint main(){std::string s;std::getline(std::cin,s);std::cout<<"echo:"<<s<<"\\n";}';
    const reply = await post('/api/code/execute', { language: 'cpp', code, stdin: 'hi there\n' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'ok', stdout: 'echo:hi there\n' });
  }, 60_000);

  it('reports a compile error as a result, not an api error', async () => {
    const reply = await post('/api/code/proxy', {
      endpoint: 'execute',
      language: 'cpp',
      code: 'int main( {',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().status).toBe('compile_error');
  }, 60_000);

  it('judges per test and shows only the verdict of hidden ones', async () => {
    const reply = await post('/api/code/judge', {
      language: 'python',
      code: 'a, b = map(int, input().split())\nprint(a + b)',
      testCases: [
        { name: 'small', stdin: '1 2\n', expectedOutput: '3\n' },
        { name: 'secret', stdin: '40 2\n', expectedOutput: '42\n', hidden: true },
        { name: 'wrong on purpose', stdin: '2 2\n', expectedOutput: '5\n' },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.status).toBe('rejected');
    expect(body.summary).toEqual({ total: 3, passed: 2, failed: 1 });
    expect(body.cases.map((c: { verdict: string }) => c.verdict)).toEqual([
      'passed',
      'passed',
      'wrong_answer',
    ]);
    const hidden = body.cases[1];
    expect(hidden.hidden).toBe(true);
    for (const field of ['stdin', 'expectedOutput', 'stdout', 'stderr'])
      expect(hidden[field]).toBeUndefined();
    expect(body.cases[0].stdout).toBe('3\n');
  }, 30_000);

  it('runs an author’s unittest through the proxy (code_test/execute)', async () => {
    const reply = await post('/api/code/proxy', {
      endpoint: 'code_test/execute',
      language: 'python',
      files: [{ name: 'solution.py', content: 'def double(n):\n    return n * 2\n' }],
      testScript:
        'import unittest\nfrom solution import double\nclass T(unittest.TestCase):\n  def test_one(self):\n    self.assertEqual(double(2), 4)\n  def test_two(self):\n    self.assertEqual(double(3), 7)\n',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ total_tests: 2, passed_tests: 1 });
  }, 30_000);

  it('hands Premium users a token the runner accepts directly', async () => {
    const reply = await app.call({ method: 'GET', url: '/api/code/authenticate' }, { userId: 'premium-1' });
    const auth: ExecutionAuthReply = reply.json();
    expect(auth.runner_url).toBe(runner.origin);
    const direct = await fetch(`${auth.runner_url}/code/execute`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Proxy-Authorization': auth.token,
        'X-User-Id': auth.user_id,
      },
      body: JSON.stringify({ language: 'javascript', code: 'console.log(6 * 7)' }),
    });
    expect(direct.status).toBe(200);
    expect(((await direct.json()) as { stdout: string }).stdout).toBe('42\n');
  }, 30_000);

  it('keeps the runner’s own 400 sentence (a main file that was not sent)', async () => {
    const reply = await post('/api/code/proxy', {
      endpoint: 'execute',
      language: 'python',
      files: [{ name: 'main.py', content: 'print(1)' }],
      mainFile: 'other.py',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorText).toMatch(/main file "other.py"/);
  }, 30_000);
});

describe('when the runner is down', () => {
  it('the HTTP client says so, for a refused connection and for a silent host', async () => {
    const request = { endpoint: 'execute' as const, payload: {}, token: 't', userId: 'u', useTestbox: false };
    await expect(createHttpRunnerClient('http://127.0.0.1:1').send(request)).rejects.toMatchObject({
      reason: 'network',
    });
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const error = await createHttpRunnerClient(`http://127.0.0.1:${port}`, { timeoutMs: 200 })
        .send(request)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RunnerUnreachableError);
      expect((error as RunnerUnreachableError).reason).toBe('timeout');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('the api answers 503 "external service failed" with a sentence', async () => {
    await runner.stop();
    const reply = await post('/api/code/proxy', {
      endpoint: 'execute',
      language: 'python',
      code: 'print(1)',
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ errorText: CODE_MESSAGES.RUNNER_DOWN });
  }, 30_000);
});
