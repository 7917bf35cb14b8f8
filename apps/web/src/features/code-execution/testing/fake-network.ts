import { apiRefs } from '@learnbox/contracts/route-refs';
import { vi } from 'vitest';
import { type CodeExecutionClientOptions, createCodeExecutionClient } from '../execution-client';

/** A scripted network and storage for the code run client's tests. */

export const RUNNER = 'http://runner.test';
export const T0 = 1_800_000_000_000;
export const RESULT = {
  status: 'ok',
  stdout: 'hi\n',
  stderr: '',
  compileOutput: null,
  exitCode: 0,
  signal: null,
  wallTimeMs: 9,
  cpuTimeMs: 5,
  memoryKb: 3000,
  truncated: false,
};
export const HELLO = { language: 'python' as const, code: 'print("hi")' };

export type Reply = { status: number; body?: unknown } | 'network-error' | 'hang';
export interface Call {
  url: string;
  init: RequestInit;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
}

/**
 * A fetch that answers from per-route queues (the last answer repeats) and records every call.
 * 'hang' never answers until aborted, like a host that accepted the connection and went silent.
 */
export function fakeNetwork(
  routes: Partial<Record<'auth' | 'runner' | 'proxy' | 'widget' | 'log' | 'health', Reply[]>>,
) {
  const calls: Call[] = [];
  const route = (url: string) =>
    url.endsWith(apiRefs.code.authenticate.path)
      ? 'auth'
      : url.endsWith(apiRefs.code.proxy.path)
        ? 'proxy'
        : url.endsWith(apiRefs.code.judgeWidget.path)
          ? 'widget'
          : url.endsWith(apiRefs.code.logInteraction.path)
            ? 'log'
            : url.endsWith('/health')
              ? 'health'
              : 'runner';
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ url, init, body, headers: (init.headers ?? {}) as Record<string, string> });
    const queue = routes[route(url)] ?? [{ status: 200, body: {} }];
    const reply = (queue.length > 1 ? queue.shift() : queue[0]) as Reply;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  }) as typeof globalThis.fetch;
  const to = (name: string) => calls.filter((call) => route(call.url) === name);
  return { fetch, calls, to };
}

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

export const token = (fields: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    token: 'tok-1',
    expires_at: T0 + 600_000,
    runner_url: RUNNER,
    user_id: 'u-1',
    tier: 'premium',
    testbox_traffic_percent: 0,
    ...fields,
  },
});
export const ok = { status: 200, body: RESULT };

export function setUp(
  routes: Parameters<typeof fakeNetwork>[0],
  overrides: Partial<CodeExecutionClientOptions> & { clock?: { now: number } } = {},
) {
  const network = fakeNetwork(routes);
  const storage = memoryStorage();
  const clock = overrides.clock ?? { now: T0 };
  const reporter = { report: vi.fn() };
  const client = createCodeExecutionClient({
    fetch: network.fetch,
    storage,
    now: () => clock.now,
    random: () => 0.5,
    reporter,
    retryDelayMs: () => 0,
    newRequestId: () => 'req-1',
    ...overrides,
  });
  return { client, network, storage, clock, reporter };
}
