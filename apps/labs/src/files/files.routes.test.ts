import { LAB_HOST_SECRET_HEADER } from '@learnbox/contracts';
import { LAB_FILE_MESSAGES } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabsApp } from '../app';
import type { PodmanLabEngine } from '../podman/podman-engine';
import { labsTestConfig, startedLab, startTestEngine } from '../testing/lab-fixture';

/** The file endpoints over HTTP, as the api calls them: behind the shared secret, on a real lab. */

const SECRET = 'files-test-secret-0123456789abcdef0123';
let engine: PodmanLabEngine;
let closeEngine: () => Promise<void>;
let app: FastifyInstance;
let labId: string;

beforeAll(async () => {
  let stateDir: string;
  ({ engine, stateDir, close: closeEngine } = await startTestEngine());
  app = await buildLabsApp(labsTestConfig(stateDir, { internalSecret: SECRET, pids: 64 }), {
    engine,
    baseImage: Promise.resolve(),
  });
  labId = await startedLab(engine);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await closeEngine?.();
});

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, secret = SECRET) =>
  app.inject({ method, url, headers: { [LAB_HOST_SECRET_HEADER]: secret }, ...(payload ? { payload } : {}) });

describe('GET/PUT /labs/:labId/files…', () => {
  it('answers only the api', async () => {
    const reply = await call('GET', `/labs/${labId}/files`, undefined, 'wrong');
    expect(reply.statusCode).toBe(401);
  });

  it('writes, lists and reads a file of the home', async () => {
    const put = await call('PUT', `/labs/${labId}/files/content`, { path: 'a/b.txt', content: 'one\ntwo\n' });
    expect(put.json()).toEqual({ path: 'a/b.txt', size: 8 });
    const tree = await call('GET', `/labs/${labId}/files`);
    expect(tree.json().entries).toEqual(
      expect.arrayContaining([
        { path: 'a', type: 'dir', size: 0 },
        { path: 'a/b.txt', type: 'file', size: 8 },
      ]),
    );
    const read = await call('GET', `/labs/${labId}/files/content?path=a%2Fb.txt`);
    expect(read.json()).toEqual({ path: 'a/b.txt', content: 'one\ntwo\n' });
  });

  it('refuses a path out of the home before any exec, and names a missing file', async () => {
    expect((await call('GET', `/labs/${labId}/files/content?path=..%2Fx`)).statusCode).toBe(400);
    const missing = await call('GET', `/labs/${labId}/files/content?path=nope`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorText).toBe(LAB_FILE_MESSAGES.NOT_FOUND);
  });
});
