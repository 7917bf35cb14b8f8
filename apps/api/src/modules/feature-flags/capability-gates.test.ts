import { CAPABILITY_FLAGS } from '@learnbox/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../platform/http/app-instance';
import { gateScope } from './capability-gates';
import type { FeatureFlags } from './feature-flags.service';

/** A bare Fastify with two modules: one gated by cloud labs, one not, under look-alike URLs. */
describe('gateScope', () => {
  const on = new Set<string>();
  const app = Fastify() as unknown as AppInstance;
  beforeAll(async () => {
    app.decorate('featureFlags', {
      requireOn: async (_user: unknown, flag: string) => {
        if (!on.has(flag))
          throw Object.assign(new Error('This feature is not available.'), { statusCode: 404 });
      },
    } as unknown as FeatureFlags);
    app.decorateRequest('user', null);
    await app.register(async (labs: AppInstance) => {
      labs.get('/before-the-gate', async () => ({ ok: true }));
      gateScope(labs, 'cloudLabs');
      labs.get('/somewhere/else', async () => ({ ok: true }));
    });
    await app.register(async (other: AppInstance) => {
      other.get('/api/labs/not-a-lab-route', async () => ({ ok: true }));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  it("gates every route of the module's scope, whatever its URL, and no route of another", async () => {
    expect(await status('/somewhere/else')).toBe(404);
    expect(await status('/before-the-gate')).toBe(404);
    expect(await status('/api/labs/not-a-lab-route')).toBe(200);
    on.add(CAPABILITY_FLAGS.cloudLabs);
    expect(await status('/somewhere/else')).toBe(200);
    expect(await status('/before-the-gate')).toBe(200);
  });
});
