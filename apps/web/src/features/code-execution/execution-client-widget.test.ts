import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUp, token } from './testing/fake-network';

afterEach(() => vi.restoreAllMocks());

const REQUEST = {
  lesson_id: 'lsn-python-lists',
  widget_id: 'comprehension',
  files: [{ name: 'main.py', content: 'print(1)' }],
};
const JUDGED = {
  status: 'accepted',
  compileOutput: null,
  cases: [
    {
      index: 0,
      name: 'secret',
      hidden: true,
      verdict: 'passed',
      exitCode: null,
      signal: null,
      wallTimeMs: 12,
      cpuTimeMs: null,
      memoryKb: null,
      truncated: false,
    },
  ],
  summary: { total: 1, passed: 1, failed: 0 },
};

describe('code run client: Check on a widget with hidden tests (judged by the api)', () => {
  it('sends the files and the page to the api, never to the runner, even with a token', async () => {
    const { client, network } = setUp({ auth: [token()], widget: [{ status: 200, body: JUDGED }] });
    const outcome = await client.judgeWidget(REQUEST, { context: { comp_id: 'comprehension' } });
    expect(outcome).toMatchObject({ kind: 'result', result: JUDGED, target: 'proxy', attempts: 1 });
    const [call] = network.to('widget');
    expect(call?.body).toEqual(REQUEST);
    expect(call?.init.credentials).toBe('include');
    expect(network.to('auth')).toHaveLength(0);
    expect(network.to('runner')).toHaveLength(0);
    expect(network.to('proxy')).toHaveLength(0);
  });

  it('retries a 503 like any proxied run, then succeeds', async () => {
    const { client, network } = setUp({ widget: [{ status: 503 }, { status: 200, body: JUDGED }] });
    expect(await client.judgeWidget(REQUEST)).toMatchObject({ kind: 'result', attempts: 2 });
    expect(network.to('widget')).toHaveLength(2);
  });

  it('shows the api’s sentence for a missing widget or a locked lesson, without retrying', async () => {
    const locked = { status: 403, body: { errorText: 'Subscribe to open this lesson.' } };
    const { client, network } = setUp({ widget: [locked] });
    expect(await client.judgeWidget(REQUEST)).toEqual({
      kind: 'error',
      message: 'Subscribe to open this lesson.',
      status: 403,
    });
    expect(network.to('widget')).toHaveLength(1);
  });

  it('refuses files over 32768 characters without a call', async () => {
    const { client, network } = setUp({});
    const outcome = await client.judgeWidget({
      ...REQUEST,
      files: [{ name: 'a.py', content: 'x'.repeat(32769) }],
    });
    expect(outcome).toMatchObject({ kind: 'error', status: 400 });
    expect(network.calls).toHaveLength(0);
  });

  it('Cancel gives "Execution cancelled." and logs status 460', async () => {
    const { client, network } = setUp({ widget: ['hang'] });
    const controller = new AbortController();
    const running = client.judgeWidget(REQUEST, { signal: controller.signal });
    await vi.waitFor(() => expect(network.to('widget')).toHaveLength(1));
    controller.abort();
    expect(await running).toEqual({ kind: 'cancelled', message: 'Execution cancelled.' });
    await client.settle();
    expect(network.to('log')[0]?.body).toMatchObject({
      interaction_map: { status: 460, event: 'cancelled' },
    });
  });

  it('a timeout fails with the default text', async () => {
    const { client } = setUp({ widget: ['hang'] }, { timeoutMs: 20 });
    expect(await client.judgeWidget(REQUEST)).toMatchObject({
      kind: 'error',
      message: 'Something went wrong, please try again.',
    });
  });
});
