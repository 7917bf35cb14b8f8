import { randomBytes } from 'node:crypto';
import { signExecutionToken } from '@learnbox/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { parseRunnerEnv } from '../config/env';

/** A real runner (real sandbox) for tests, driven through app.inject(). */
export interface TestRunner {
  app: FastifyInstance;
  secret: string;
  token: string;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  execute(payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestRunner(env: Record<string, string> = {}): Promise<TestRunner> {
  const secret = randomBytes(24).toString('hex');
  const app = await buildApp(parseRunnerEnv({ EXECUTION_TOKEN_SECRET: secret, ...env }));
  const token = await signExecutionToken(
    { userId: 'learner-1', tier: 'premium', expiresAt: Date.now() + 3_600_000 },
    secret,
  );
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
    post,
    execute: (payload) => post('/code/execute', payload),
    close: () => app.close(),
  };
}
