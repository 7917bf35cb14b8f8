import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { LAB_HOST_SECRET_HEADER, type LabHostStart } from '@learnbox/contracts';
import { LAB_NETWORK_MESSAGES } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildLabsApp } from '../app';
import { baseImageName } from '../images/base-image';
import { HomeVolumes } from '../podman/home-volume';
import type { PodmanLabEngine } from '../podman/podman-engine';
import { startLabAppServer } from '../testing/lab-app-server';
import { labsTestConfig, RUN_PREFIX, runInLab, startTestEngine } from '../testing/lab-fixture';

/**
 * The live host's network parts through its HTTP protocol, on real containers that keep
 * NetworkMode none: app previews, the egress allow-list as the api sends it, capabilities.
 */

const SECRET = 'preview-test-secret-0123456789abcdef';
const AUTH = 'the-browser-secret-of-this-lab-01';
const APP_PORT = 5173;

let engine: PodmanLabEngine;
let stateDir: string;
let close: () => Promise<void>;
let app: FastifyInstance;
let port: number;
/** Stands for the internet (there is none here): `outside.test` is pinned to it. */
let outside: Server;

let counter = 0;
function labStart(overrides: Partial<LabHostStart> = {}): LabHostStart {
  const labId = `${RUN_PREFIX}-pv${counter++}`;
  return {
    lab_id: labId,
    image: baseImageName(),
    dockerfile: `FROM ${baseImageName()}\n`,
    home_volume: labId,
    memory_mb: 256,
    app_port: APP_PORT,
    env: {},
    capabilities: [],
    egress_allow_list: [],
    auth: AUTH,
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  };
}

beforeAll(async () => {
  ({ engine, stateDir, close } = await startTestEngine());
  outside = createServer((req, res) => res.end(`outside answers ${req.url}\n`));
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  const pinned = { 'outside.test': '127.0.0.1', 'other.test': '127.0.0.1' };
  app = await buildLabsApp(
    labsTestConfig(stateDir, {
      internalSecret: SECRET,
      allowedOrigins: ['http://localhost:3000'],
      previewOrigin: 'http://{lab}.preview.localhost:4200',
    }),
    { engine, baseImage: Promise.resolve(), egress: { pinned } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
  outside?.close();
  // A stopped lab's home outlives its container by design: the test takes it away itself.
  for (const lab of await engine.list()) if (lab.labId.startsWith(RUN_PREFIX)) await engine.remove(lab.labId);
  const homes = new HomeVolumes(join(stateDir, 'homes'));
  for (let n = 0; n < counter; n++) await homes.remove(`${RUN_PREFIX}-pv${n}`);
  await close();
});

async function startLab(start: LabHostStart): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${port}/labs`, {
    method: 'POST',
    headers: { [LAB_HOST_SECRET_HEADER]: SECRET, 'content-type': 'application/json' },
    body: JSON.stringify(start),
  });
  expect(answer.status).toBe(200);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request as a browser on the lab's origin makes it (fetch may not set Host). */
function get(labId: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `${labId}.preview.localhost:${port}`, ...headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The handshake: the cookie the browser would keep for the lab's origin. */
async function handshake(labId: string, auth = AUTH): Promise<string> {
  const answer = await get(labId, `/.learnbox/auth?auth=${auth}&next=/app/page?x=1`);
  expect(answer.status).toBe(302);
  expect(answer.headers.location).toBe('/app/page?x=1');
  const [cookie = ''] = (answer.headers['set-cookie'] as string[] | undefined) ?? [];
  expect(cookie).toMatch(/^learnbox_preview=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
  return cookie.split(';')[0] ?? '';
}

describe('app preview', () => {
  it("serves the lab's app port to its owner only, with the app's cookies but never ours", async () => {
    const start = labStart();
    await startLab(start);
    const labId = start.lab_id;

    // Before the app listens: 502 with the contract's sentence.
    const cookie = await handshake(labId);
    const early = await get(labId, '/', { cookie });
    expect(early.status).toBe(502);
    expect(JSON.parse(early.body)).toEqual({ errorText: LAB_NETWORK_MESSAGES.previewNotListening(APP_PORT) });

    // On ::1 only, as a dev server on "localhost" may listen: the relay tries it after 127.0.0.1.
    await startLabAppServer(engine, labId, APP_PORT, '::1');
    const started = performance.now();
    const page = await get(labId, '/app/page?x=1', { cookie: `theme=dark; ${cookie}` });
    console.log(`labs: preview request through the relay in ${Math.round(performance.now() - started)} ms`);
    expect(page.status).toBe(200);
    expect(page.body).toBe('hello from the lab /app/page?x=1 cookie=[theme=dark]\n');

    // Without the cookie, with a wrong auth, or with another lab's cookie: 401.
    const anonymous = await get(labId, '/', { accept: 'text/html' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toContain(LAB_NETWORK_MESSAGES.PREVIEW_AUTH_REQUIRED);
    expect((await get(labId, '/.learnbox/auth?auth=wrong-auth-of-someone-else&next=/')).status).toBe(401);
    const other = labStart({ auth: 'another-browser-secret-0123456789' });
    await startLab(other);
    const otherCookie = await handshake(other.lab_id, other.auth);
    expect((await get(labId, '/', { cookie: otherCookie })).status).toBe(401);
    expect((await get(other.lab_id, '/', { cookie })).status).toBe(401);
    // The other lab runs nothing on the port: its own preview says so, it never sees this lab's app.
    expect((await get(other.lab_id, '/', { cookie: otherCookie })).status).toBe(502);

    // A `next` that leaves the origin is not followed.
    const away = await get(labId, `/.learnbox/auth?auth=${AUTH}&next=//evil.example/`);
    expect(away.headers.location).toBe('/');

    // The host's own routes are not reachable on a preview origin, and previews not on the host's.
    expect((await get(labId, '/health', { cookie })).body).toContain('hello from the lab /health');
    expect((await fetch(`http://127.0.0.1:${port}/.learnbox/auth?auth=${AUTH}`)).status).toBe(404);

    // WebSocket upgrades (live reload): only with the cookie, then frames flow both ways.
    const url = `ws://127.0.0.1:${port}/live`;
    const host = `${labId}.preview.localhost:${port}`;
    const refused = new WebSocket(url, { headers: { host } });
    const status = await new Promise<number>((resolve) =>
      refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
    const socket = new WebSocket(url, { headers: { host, cookie } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const echoed = new Promise<string>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(data.toString())),
    );
    socket.send('reload?');
    expect(await echoed).toBe('echo:reload?');
    socket.close();

    // After the session ends the cookie opens nothing.
    await fetch(`http://127.0.0.1:${port}/labs/${labId}`, {
      method: 'DELETE',
      headers: { [LAB_HOST_SECRET_HEADER]: SECRET },
    });
    expect((await get(labId, '/', { cookie })).status).toBe(401);
  });

  it("gives egress through the proxy to the names of the lab's allow-list only", async () => {
    const start = labStart({ egress_allow_list: ['outside.test'], app_port: null });
    await startLab(start);
    const outsidePort = (outside.address() as { port: number }).port;
    const fetchVia = (name: string) =>
      `(exec 3<>/dev/tcp/127.0.0.1/3128 && printf 'GET http://${name}:${outsidePort}/hi HTTP/1.1\\r\\nHost: ${name}\\r\\n\\r\\n' >&3 && timeout 5 cat <&3; echo)`;
    const { output } = await runInLab(
      engine,
      start.lab_id,
      `${fetchVia('outside.test')}\n${fetchVia('other.test')}`,
    );
    const [listed, unlisted] = output.split('HTTP/1.1 ').slice(1);
    expect(listed).toMatch(/^200 OK/);
    expect(listed).toContain('outside answers /hi');
    expect(unlisted).toMatch(/^403 Forbidden/);
    expect(unlisted).toContain(LAB_NETWORK_MESSAGES.egressNotListed('other.test'));
  });

  it('refuses a lab that asks for a capability labs may not have', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/labs`, {
      method: 'POST',
      headers: { [LAB_HOST_SECRET_HEADER]: SECRET, 'content-type': 'application/json' },
      body: JSON.stringify(labStart({ capabilities: ['CHOWN', 'SYS_ADMIN'] })),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errorText: string }).errorText).toMatch(
      /^This lab asks for capabilities labs may not have: SYS_ADMIN\./,
    );
  });
});
