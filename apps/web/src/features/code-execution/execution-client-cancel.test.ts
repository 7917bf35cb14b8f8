import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELLO, ok, type Reply, setUp, token } from './testing/fake-network';

afterEach(() => vi.restoreAllMocks());

describe('code run client: cancel, log reporting, bad replies and storage (spec section 8)', () => {
  it('Cancel gives "Execution cancelled." and logs status 460', async () => {
    const { client, network } = setUp({ auth: [token()], runner: ['hang'] });
    const controller = new AbortController();
    const running = client.run('execute', HELLO, { signal: controller.signal, context: { comp_id: 'w2' } });
    await vi.waitFor(() => expect(network.to('runner')).toHaveLength(1));
    controller.abort();
    expect(await running).toEqual({ kind: 'cancelled', message: 'Execution cancelled.' });
    await client.settle();
    expect(network.to('log')[0]?.body).toMatchObject({
      comp_id: 'w2',
      error_text: 'Execution cancelled.',
      interaction_map: { status: 460, event: 'cancelled' },
    });
    expect(network.to('proxy')).toHaveLength(0);
  });

  it('Cancel during a retry pause cancels too', async () => {
    const { client } = setUp({ auth: [token()], runner: [{ status: 500 }] }, { retryDelayMs: () => 60_000 });
    const controller = new AbortController();
    const running = client.run('execute', HELLO, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await running).toMatchObject({ kind: 'cancelled' });
  });

  it('treats a reply of the wrong shape as a failure, not a result', async () => {
    const { client } = setUp({ auth: [token()], runner: [{ status: 200, body: { what: 1 } }] });
    expect(await client.run('execute', HELLO)).toMatchObject({
      kind: 'error',
      message: 'Something went wrong, please try again.',
    });
  });

  it('a broken storage never stops a run', async () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const { client } = setUp(
      { auth: [token()], runner: [{ status: 500 }], proxy: [ok] },
      { storage: broken },
    );
    expect(await client.run('execute', HELLO)).toMatchObject({ kind: 'result', target: 'proxy' });
  });

  it.each<[string, Reply]>([
    ['answers an error', { status: 500 }],
    ['cannot be reached', 'network-error'],
  ])('reports a log call that %s (console and error reporter)', async (_name, failure) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, reporter } = setUp({ auth: [{ status: 401 }], proxy: [ok], log: [failure] });
    expect((await client.run('execute', HELLO)).kind).toBe('result');
    await client.settle();
    expect(reporter.report).toHaveBeenCalledTimes(1);
    expect(reporter.report.mock.calls[0]?.[1]).toEqual({
      call: '/api/code/log-interaction',
      request_id: 'req-1',
    });
    expect(consoleError).toHaveBeenCalled();
  });
});
