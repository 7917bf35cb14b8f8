import { verifyExecutionToken } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunnerClient, RunnerRequest } from './runner-client';
import { buildCodeTestApp, type CodeTestApp, TEST_EXECUTION_SECRET } from './testing/code-test-app';

/**
 * The runner's fair share rests on the caller and run tier the api signs. Here they come from the
 * seeded accounts' real plans (billing's reader, not a test double) and the client address.
 */

const calls: RunnerRequest[] = [];
const recordingRunner: RunnerClient = {
  send: async (request) => {
    calls.push(request);
    return {
      status: 200,
      body: {
        status: 'ok',
        stdout: '',
        stderr: '',
        compileOutput: null,
        exitCode: 0,
        signal: null,
        wallTimeMs: 1,
        cpuTimeMs: 1,
        memoryKb: 1,
        truncated: false,
      },
    };
  },
};

let app: CodeTestApp;
beforeAll(async () => {
  // Seeded: the subscriber's live plan is a real row that billing's reader finds.
  app = await buildCodeTestApp({ code: { runner: recordingRunner }, seed: true });
}, 60_000);
afterAll(() => app?.dispose());

async function signedShare(caller: { userId?: string; ip: string }) {
  const reply = await app.call(
    {
      method: 'POST',
      url: '/api/code/proxy',
      payload: { endpoint: 'execute', language: 'python', code: '1' },
    },
    caller,
  );
  expect(reply.statusCode).toBe(200);
  const verified = await verifyExecutionToken(calls.at(-1)?.token ?? '', TEST_EXECUTION_SECRET, Date.now());
  if (!verified.ok) throw new Error(`the api signed a token the runner would refuse: ${verified.reason}`);
  return { caller: verified.claims.caller, runTier: verified.claims.runTier };
}

describe('caller and run tier in the proxy token', () => {
  it.each([
    [{ ip: '198.51.100.70' }, { caller: 'anon:198.51.100.70', runTier: 'anonymous' }],
    [
      { userId: 'usr_demo_learner', ip: '198.51.100.71' },
      { caller: 'usr_demo_learner', runTier: 'free' },
    ],
    [
      { userId: 'usr_demo_subscriber', ip: '198.51.100.72' },
      { caller: 'usr_demo_subscriber', runTier: 'paid' },
    ],
  ])('%j runs as %j', async (caller, expected) => {
    expect(await signedShare(caller)).toEqual(expected);
  });

  it('keys logged-out visitors by address, so two of them never share one allowance', async () => {
    const first = await signedShare({ ip: '198.51.100.80' });
    const second = await signedShare({ ip: '198.51.100.81' });
    expect(first.caller).not.toBe(second.caller);
  });
});
