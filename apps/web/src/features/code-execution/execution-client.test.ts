import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROXY_FALLBACK_KEY } from './proxy-fallback-store';
import { HELLO, ok, RESULT, type Reply, RUNNER, setUp, T0, token } from './testing/fake-network';

afterEach(() => vi.restoreAllMocks());

describe('code run client: paths, retries, proxy fallback, 511 (spec sections 8 and 9)', () => {
  it('refuses code over 32768 characters with the spec message, without a call', async () => {
    const { client, network } = setUp({});
    const outcome = await client.run('execute', { language: 'python', code: 'x'.repeat(32769) });
    expect(outcome).toEqual({
      kind: 'error',
      status: 400,
      message: 'Code is too long. Please reduce the code size to be within limit (32768 characters).',
    });
    expect(network.calls).toHaveLength(0);
  });

  it('runs through the proxy when there is no token (logged out or not Premium)', async () => {
    const { client, network } = setUp({ auth: [{ status: 403, body: { errorText: 'no' } }], proxy: [ok] });
    const outcome = await client.run('execute', HELLO, { context: { comp_id: 'w1', comp_type: 'Code' } });
    expect(outcome).toMatchObject({ kind: 'result', result: RESULT, target: 'proxy', attempts: 1 });
    expect(network.to('proxy')[0]?.body).toEqual({ endpoint: 'execute', ...HELLO });
    expect(network.to('runner')).toHaveLength(0);
    await client.settle();
    expect(network.to('log')[0]?.body).toMatchObject({
      request_id: 'req-1',
      comp_id: 'w1',
      comp_type: 'Code',
      performance_report: { endpoint: 'execute', target: 'proxy', attempts: 1, http_status: 200 },
    });
    // The refusal is remembered: the next run does not ask for a token again.
    await client.run('execute', HELLO);
    expect(network.to('auth')).toHaveLength(1);
  });

  it('does not ask for a token when the plan carries none (Standard, logged out)', async () => {
    const { client, network } = setUp({ auth: [token()], proxy: [ok, ok] });
    const outcome = await client.run('execute', HELLO, { tokenEligible: false });
    expect(outcome).toMatchObject({ kind: 'result', target: 'proxy' });
    expect(network.to('auth')).toHaveLength(0);
    // A Premium user (or a caller that does not say) still asks.
    await client.run('execute', HELLO, { tokenEligible: true });
    expect(network.to('auth')).toHaveLength(1);
  });

  it('runs Premium users directly on the runner with the token headers', async () => {
    const judged = {
      status: 'accepted',
      compileOutput: null,
      cases: [],
      summary: { total: 0, passed: 0, failed: 0 },
    };
    const { client, network } = setUp({ auth: [token()], runner: [{ status: 200, body: judged }] });
    const outcome = await client.run('judge', { ...HELLO, testCases: [{ expectedOutput: 'hi' }] });
    expect(outcome).toMatchObject({ kind: 'result', result: judged });
    const [call] = network.to('runner');
    expect(call?.url).toBe(`${RUNNER}/code/judge`);
    expect(call?.headers).toMatchObject({ 'X-Proxy-Authorization': 'tok-1', 'X-User-Id': 'u-1' });
    expect(call?.headers['X-Use-Testbox']).toBeUndefined();
    expect(call?.init.credentials).toBe('omit');
    expect(call?.body).not.toHaveProperty('endpoint');
  });

  it('sends internal staff to the test path by the traffic split', async () => {
    const { client, network } = setUp({ auth: [token({ testbox_traffic_percent: 60 })], runner: [ok] });
    await client.run('execute', HELLO);
    expect(network.to('runner')[0]?.headers['X-Use-Testbox']).toBe('true');
  });

  it.each<[string, Reply]>([
    ['a 500', { status: 500 }],
    ['a 429', { status: 429, body: { errorText: 'busy' } }],
    ['no status (network error)', 'network-error'],
  ])('retries %s twice, then succeeds', async (_name, failure) => {
    const { client, network } = setUp({ auth: [token()], runner: [failure, failure, ok] });
    const outcome = await client.run('execute', HELLO);
    expect(outcome).toMatchObject({ kind: 'result', target: 'default', attempts: 3 });
    expect(network.to('runner')).toHaveLength(3);
    expect(network.to('proxy')).toHaveLength(0);
  });

  it('after the retries, uses the proxy for an hour and sends a diagnostic of both hosts', async () => {
    const { client, network, storage, clock } = setUp({
      auth: [token()],
      runner: [{ status: 502 }],
      proxy: [ok],
      health: [{ status: 200 }],
    });
    const outcome = await client.run('execute', HELLO);
    expect(outcome).toMatchObject({ kind: 'result', target: 'proxy', attempts: 4 });
    expect(network.to('runner')).toHaveLength(3);
    expect(storage.map.get(PROXY_FALLBACK_KEY)).toBe(String(T0 + 3_600_000));
    await client.settle();
    const diagnostic = network.to('log').find((call) => call.body?.interaction_map);
    expect(diagnostic?.body?.interaction_map).toMatchObject({
      event: 'network_diagnostic',
      cause: 'status 502',
      hosts: [
        { host: 'runner', url: `${RUNNER}/health`, code: 200, text: 'OK' },
        { host: 'proxy', url: '/api/health', code: 200, text: 'OK' },
      ],
    });

    // Remembered: straight to the proxy within the hour, direct again after it.
    clock.now = T0 + 3_599_999;
    await client.run('execute', HELLO);
    expect(network.to('runner')).toHaveLength(3);
    // The runner still fails, but it is tried again.
    clock.now = T0 + 3_600_000;
    await client.run('execute', HELLO);
    expect(network.to('runner')).toHaveLength(6);
  });

  it('goes to the proxy at once when a direct attempt times out', async () => {
    const { client, network } = setUp(
      { auth: [token()], runner: ['hang'], proxy: [ok], health: ['hang'] },
      { timeoutMs: 20, diagnosticTimeoutMs: 5 },
    );
    const outcome = await client.run('execute', HELLO);
    expect(outcome).toMatchObject({ kind: 'result', target: 'proxy', attempts: 2 });
    expect(network.to('runner')).toHaveLength(1);
    await client.settle();
    const diagnostic = network.to('log').find((call) => call.body?.interaction_map)?.body?.interaction_map;
    expect(diagnostic).toMatchObject({
      cause: 'timeout',
      hosts: [
        { host: 'runner', code: 455, text: 'timeout', attempts: 4 },
        { host: 'proxy', code: 455, text: 'timeout', attempts: 4 },
      ],
    });
  });

  it('a timeout on the proxy fails with the default text', async () => {
    const { client } = setUp({ auth: [{ status: 401 }], proxy: ['hang'] }, { timeoutMs: 20 });
    expect(await client.run('execute', HELLO)).toEqual({
      kind: 'error',
      status: null,
      message: 'Something went wrong, please try again.',
    });
  });

  it('on 511 gets a new token and retries with it', async () => {
    const { client, network } = setUp({
      auth: [token(), token({ token: 'tok-2' })],
      runner: [{ status: 511, body: { errorText: 'expired' } }, ok],
    });
    const outcome = await client.run('execute', HELLO);
    expect(outcome).toMatchObject({ kind: 'result', target: 'default' });
    expect(network.to('auth')).toHaveLength(2);
    expect(network.to('runner').map((call) => call.headers['X-Proxy-Authorization'])).toEqual([
      'tok-1',
      'tok-2',
    ]);
  });

  it('gives up on 511 after retries + 1 attempts', async () => {
    const { client, network } = setUp({
      auth: [token()],
      runner: [{ status: 511, body: { errorText: 'expired' } }],
    });
    expect(await client.run('execute', HELLO)).toMatchObject({
      kind: 'error',
      status: 511,
      message: 'expired',
    });
    expect(network.to('runner')).toHaveLength(4);
  });

  it('a 511 with no token to renew runs through the proxy', async () => {
    const { client, network } = setUp({
      auth: [token(), { status: 403 }],
      runner: [{ status: 511 }],
      proxy: [ok],
    });
    expect(await client.run('execute', HELLO)).toMatchObject({ kind: 'result', target: 'proxy' });
    expect(network.to('proxy')).toHaveLength(1);
  });

  it('shows the api’s sentence for a refused run, without retrying it', async () => {
    const { client, network } = setUp({
      auth: [{ status: 401 }],
      proxy: [{ status: 400, body: { errorText: 'The main file is missing.' } }],
    });
    expect(await client.run('execute', HELLO)).toEqual({
      kind: 'error',
      status: 400,
      message: 'The main file is missing.',
    });
    expect(network.to('proxy')).toHaveLength(1);
    await client.settle();
    expect(network.to('log')[0]?.body).toMatchObject({
      error_text: 'The main file is missing.',
      interaction_map: { status: 400, event: 'failed' },
    });
  });

  it('keeps the proxy’s rate-limit sentence once its retries run out', async () => {
    const limited = { status: 429, body: { errorText: 'Too many code runs (rate limit).' } };
    const { client, network } = setUp({ auth: [{ status: 401 }], proxy: [limited] });
    expect(await client.run('execute', HELLO)).toMatchObject({
      kind: 'error',
      status: 429,
      message: 'Too many code runs (rate limit).',
    });
    expect(network.to('proxy')).toHaveLength(3);
  });
});
