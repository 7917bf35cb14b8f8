import { CODE_MESSAGES, verifyExecutionToken } from '@learnbox/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCodeService } from './code.service';
import type { ExecutionPlanReader } from './execution-plan';
import {
  type RunnerClient,
  type RunnerRequest,
  type RunnerResponse,
  RunnerUnreachableError,
} from './runner-client';
import { buildCodeTestApp, type CodeTestApp, TEST_EXECUTION_SECRET } from './testing/code-test-app';

const NOW = 1_800_000_000_000;
const OK_RUN = {
  status: 'ok',
  stdout: 'hi\n',
  stderr: '',
  compileOutput: null,
  exitCode: 0,
  signal: null,
  wallTimeMs: 12,
  cpuTimeMs: 8,
  memoryKb: 4000,
  truncated: false,
};

/** Records what reaches "the runner" and answers with whatever the test queued. */
const calls: RunnerRequest[] = [];
let answer: () => Promise<RunnerResponse> = async () => ({ status: 200, body: OK_RUN });
const fakeRunner: RunnerClient = {
  send: async (request) => {
    calls.push(request);
    return answer();
  },
};
const plans: ExecutionPlanReader = {
  planOf: async (userId) => ({
    is_premium_user: userId.startsWith('premium'),
    is_premium_plus_user: userId.startsWith('premium-plus'),
    is_paid_user: userId.startsWith('premium') || userId.startsWith('standard'),
  }),
};

let app: CodeTestApp;
beforeAll(async () => {
  app = await buildCodeTestApp({
    config: { RUNNER_ORIGIN: 'http://127.0.0.1:4999', EXECUTION_TESTBOX_TRAFFIC_PERCENT: 40 },
    code: {
      runner: fakeRunner,
      plans,
      now: () => NOW,
      random: () => 0.25,
      rateLimits: { runsPerIp: { max: 3, windowMs: 60_000 }, runsPerUser: { max: 4, windowMs: 60_000 } },
    },
  });
}, 60_000);
afterAll(() => app?.dispose());
beforeEach(() => {
  calls.length = 0;
  answer = async () => ({ status: 200, body: OK_RUN });
});

const proxy = (payload: unknown, caller = {}) =>
  app.call({ method: 'POST', url: '/api/code/proxy', payload: payload as object }, caller);
const hello = { endpoint: 'execute', language: 'python', code: 'print("hi")' };
let ipCounter = 0;
/** A fresh address per call, so the per-address budget does not leak between tests. */
const freshIp = () => ({ ip: `198.51.100.${++ipCounter}` });

describe('GET /api/code/authenticate (spec section 6 "Execution")', () => {
  const authenticate = (caller = {}) => app.call({ method: 'GET', url: '/api/code/authenticate' }, caller);

  it('asks logged-out visitors to log in: 401', async () => {
    const reply = await authenticate();
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ errorText: CODE_MESSAGES.LOGIN_REQUIRED });
  });

  it('refuses users without Premium with a clear sentence: 403', async () => {
    const reply = await authenticate({ userId: 'standard-1' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().errorText).toMatch(/Premium and Premium Plus/);
  });

  it.each([
    ['premium-1', 'premium'],
    ['premium-plus-1', 'premium_plus'],
  ])('gives %s a 10-minute %s token for the runner', async (userId, tier) => {
    const reply = await authenticate({ userId });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      expires_at: NOW + 600_000,
      runner_url: 'http://127.0.0.1:4999',
      user_id: userId,
      tier,
      testbox_traffic_percent: 0,
    });
    expect(await verifyExecutionToken(body.token, TEST_EXECUTION_SECRET, NOW)).toEqual({
      ok: true,
      claims: { userId, tier, caller: userId, runTier: 'paid', expiresAt: NOW + 600_000 },
    });
  });

  it('tells internal staff the traffic split of the test path', async () => {
    const reply = await authenticate({ userId: 'premium-staff', staff: true });
    expect(reply.json().testbox_traffic_percent).toBe(40);
  });
});

describe('POST /api/code/proxy', () => {
  it('signs a one-minute token and forwards the payload without "endpoint"', async () => {
    const ip = freshIp();
    const reply = await proxy(hello, ip);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ...OK_RUN, cached: false });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({ endpoint: 'execute', userId: 'anonymous', useTestbox: false });
    expect(call?.payload).toEqual({ language: 'python', code: 'print("hi")', stdin: '', args: [] });
    expect(await verifyExecutionToken(call?.token ?? '', TEST_EXECUTION_SECRET, NOW)).toEqual({
      ok: true,
      claims: {
        userId: 'anonymous',
        tier: 'proxy',
        caller: `anon:${ip.ip}`,
        runTier: 'anonymous',
        expiresAt: NOW + 60_000,
      },
    });
  });

  it('signs who the run is charged to and its tier from the session and address, never the body', async () => {
    const claimsOf = async () => {
      const verified = await verifyExecutionToken(calls.at(-1)?.token ?? '', TEST_EXECUTION_SECRET, NOW);
      return verified.ok ? { caller: verified.claims.caller, runTier: verified.claims.runTier } : verified;
    };
    const smuggled = { ...hello, caller: 'usr_someone', runTier: 'paid', userId: 'premium-9' };
    await proxy(smuggled, { ip: '192.0.2.44' });
    expect(await claimsOf()).toEqual({ caller: 'anon:192.0.2.44', runTier: 'anonymous' });
    await proxy(smuggled, { userId: 'learner-8', ip: '192.0.2.45' });
    expect(await claimsOf()).toEqual({ caller: 'learner-8', runTier: 'free' });
    await proxy(smuggled, { userId: 'standard-8', ip: '192.0.2.46' });
    expect(await claimsOf()).toEqual({ caller: 'standard-8', runTier: 'paid' });
    await app.call(
      {
        method: 'POST',
        url: '/api/code/judge',
        payload: { language: 'python', code: '1', testCases: [{ stdin: '', expectedOutput: '' }] },
      },
      { userId: 'premium-8' },
    );
    expect(await claimsOf()).toEqual({ caller: 'premium-8', runTier: 'paid' });
  });

  it('runs as the signed-in user, and sends staff to the test path by the traffic split', async () => {
    await proxy(hello, { userId: 'learner-7' });
    await proxy(hello, { userId: 'staff-1', staff: true });
    expect(calls.map((call) => [call.userId, call.useTestbox])).toEqual([
      ['learner-7', false],
      ['staff-1', true],
    ]);
  });

  it.each([
    [
      'an unknown endpoint',
      { ...hello, endpoint: 'shell' },
      'endpoint',
      /"execute", "judge" or "code_test\/execute"/,
    ],
    ['no program', { endpoint: 'execute', language: 'python' }, 'body', /either as "code" or as "files"/],
    ['an unknown language', { ...hello, language: 'cobol' }, 'language', /./],
    ['judge without test cases', { ...hello, endpoint: 'judge' }, 'testCases', /./],
  ])('refuses %s with a readable 400', async (_name, payload, field, message) => {
    const reply = await proxy(payload, freshIp());
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.errorText).toMatch(/missing or invalid/);
    expect(body.errors[field]).toMatch(message);
    expect(calls).toHaveLength(0);
  });

  it('refuses code over 32768 characters with the spec message', async () => {
    const reply = await proxy({ ...hello, code: 'x'.repeat(32769) }, freshIp());
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      errorText: 'Code is too long. Please reduce the code size to be within limit (32768 characters).',
    });
  });

  it.each([
    ['is down', () => Promise.reject(new RunnerUnreachableError('network')), CODE_MESSAGES.RUNNER_DOWN],
    ['times out', () => Promise.reject(new RunnerUnreachableError('timeout')), CODE_MESSAGES.RUNNER_DOWN],
    ['fails', async () => ({ status: 500, body: { errorText: 'boom' } }), CODE_MESSAGES.RUNNER_FAILED],
    [
      'refuses our token',
      async () => ({ status: 401, body: { errorText: 'no' } }),
      CODE_MESSAGES.RUNNER_FAILED,
    ],
    ['answers nonsense', async () => ({ status: 200, body: { what: 1 } }), CODE_MESSAGES.RUNNER_FAILED],
  ])('answers 503 "external service failed" when the runner %s', async (_name, next, message) => {
    answer = next as () => Promise<RunnerResponse>;
    const reply = await proxy(hello, freshIp());
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ errorText: message });
    expect(message).toMatch(/external service failed/);
  });

  it.each([400, 429])('passes on the runner’s own %i sentence', async (status) => {
    answer = async () => ({ status, body: { errorText: `runner says ${status}` } });
    const reply = await proxy(hello, freshIp());
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ errorText: `runner says ${status}` });
  });

  it('rate-limits logged-out visitors per address: 429 "rate limit" with Retry-After', async () => {
    const ip = { ip: '192.0.2.50' };
    for (let i = 0; i < 3; i++) expect((await proxy(hello, ip)).statusCode).toBe(200);
    const limited = await proxy(hello, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorText).toMatch(/^Too many code runs \(rate limit\)\. Please wait \d+ seconds/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await proxy(hello, { ip: '192.0.2.51' })).statusCode).toBe(200);
  });

  it('rate-limits signed-in users per user, whatever their address', async () => {
    for (let i = 0; i < 4; i++)
      expect((await proxy(hello, { userId: 'busy', ...freshIp() })).statusCode).toBe(200);
    expect((await proxy(hello, { userId: 'busy', ...freshIp() })).statusCode).toBe(429);
    expect((await proxy(hello, { userId: 'calm', ...freshIp() })).statusCode).toBe(200);
  });
});

describe('POST /api/code/execute and /api/code/judge (direct)', () => {
  it('forwards a run to /code/execute', async () => {
    const reply = await app.call(
      { method: 'POST', url: '/api/code/execute', payload: { language: 'cpp', code: 'int main(){}' } },
      freshIp(),
    );
    expect(reply.statusCode).toBe(200);
    expect(calls[0]?.endpoint).toBe('execute');
  });

  it('forwards a judge and returns its verdicts', async () => {
    const judged = {
      status: 'accepted',
      compileOutput: null,
      cases: [
        {
          index: 0,
          hidden: true,
          verdict: 'passed',
          exitCode: 0,
          signal: null,
          wallTimeMs: 5,
          cpuTimeMs: 3,
          memoryKb: 100,
          truncated: false,
        },
      ],
      summary: { total: 1, passed: 1, failed: 0 },
    };
    answer = async () => ({ status: 200, body: judged });
    const payload = {
      language: 'python',
      code: 'print(1)',
      testCases: [{ expectedOutput: '1', hidden: true }],
    };
    const reply = await app.call({ method: 'POST', url: '/api/code/judge', payload }, freshIp());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(judged);
    expect(calls[0]?.endpoint).toBe('judge');
  });

  it('answers a readable 400 to a bad body', async () => {
    const reply = await app.call({ method: 'POST', url: '/api/code/judge', payload: { code: 1 } }, freshIp());
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorText).toMatch(/missing or invalid/);
  });
});

describe('without EXECUTION_TOKEN_SECRET', () => {
  it('answers 503 with a sentence instead of running unsigned', async () => {
    const service = createCodeService({
      runner: fakeRunner,
      plans,
      secret: undefined,
      runnerPublicUrl: 'http://127.0.0.1:4999',
      trafficSplitPercent: 0,
      log: app.log,
    });
    const notConfigured = { status: 503, message: CODE_MESSAGES.NOT_CONFIGURED };
    await expect(
      service.run('execute', { language: 'python', code: '1' }, { user: null, ip: '192.0.2.1' }),
    ).rejects.toMatchObject(notConfigured);
    const premium = {
      id: 'premium-2',
      email: 'p@example.com',
      name: 'P',
      emailVerified: true,
      isInternalStaff: false,
    };
    await expect(service.authenticate(premium)).rejects.toMatchObject(notConfigured);
    expect(calls).toHaveLength(0);
  });
});
