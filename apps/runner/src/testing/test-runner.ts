import { randomBytes } from 'node:crypto';
import { signExecutionToken } from '@learnbox/domain';
import type { RunTier } from '@learnbox/domain/execution/run-share';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { parseRunnerEnv } from '../config/env';

/** A real runner (real sandbox) for tests, driven through app.inject(). */
export interface TestRunner {
  app: FastifyInstance;
  secret: string;
  token: string;
  /** A token of another caller and tier, as the api would sign it. */
  tokenFor(caller: string, runTier: RunTier): Promise<string>;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  execute(payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestRunner(env: Record<string, string> = {}): Promise<TestRunner> {
  const secret = randomBytes(24).toString('hex');
  const app = await buildApp(parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret, ...env }));
  const tokenFor = (caller: string, runTier: RunTier) =>
    signExecutionToken(
      {
        userId: caller.startsWith('anon:') ? 'anonymous' : caller,
        tier: runTier === 'paid' ? 'premium' : 'proxy',
        caller,
        runTier,
        expiresAt: Date.now() + 3_600_000,
      },
      secret,
    );
  const token = await tokenFor('learner-1', 'paid');
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as string,
      headers: { 'x-proxy-authorization': token, ...headers },
    });
  return {
    app,
    secret,
    token,
    tokenFor,
    post,
    execute: (payload) => post('/code/execute', payload),
    close: () => app.close(),
  };
}
