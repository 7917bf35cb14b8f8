import { join } from 'node:path';
import { LAB_HOST_SECRET_HEADER, type LabHostStart, labHostStateSchema } from '@learnbox/contracts';
import { LAB_BASE_IMAGE } from '@learnbox/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildLabsApp } from '../app';
import { baseImageName } from '../images/base-image';
import { prepareLabBase } from '../images/lab-base';
import { HomeVolumes } from '../podman/home-volume';
import { runCommand } from '../podman/host-command';
import type { PodmanLabEngine } from '../podman/podman-engine';
import { labsTestConfig, RUN_PREFIX, startTestEngine } from '../testing/lab-fixture';

/**
 * The live host through its HTTP protocol and terminal WebSocket, on real podman containers:
 * what the api and the browser see.
 */

const SECRET = 'labhost-test-secret-0123456789abcdef';
const WEB_ORIGIN = 'http://localhost:3000';
/** Built by the host on first use (the "pull"), removed at the end. */
const BUILT_IMAGE = `localhost/learnbox-labhost-test:${RUN_PREFIX}`;
const HOME = `${RUN_PREFIX}-home`;

let engine: PodmanLabEngine;
let stateDir: string;
let closeEngine: () => Promise<void>;
let app: FastifyInstance;
let base: string;

const POOL = { size: 1, keys: 2 };

beforeAll(async () => {
  ({ engine, stateDir, close: closeEngine } = await startTestEngine({ pool: POOL }));
  const config = labsTestConfig(stateDir, {
    internalSecret: SECRET,
    allowedOrigins: [WEB_ORIGIN],
    pool: POOL,
  });
  // The real start-up path: the base (already built by global-setup) tagged as LAB_BASE_IMAGE.
  app = await buildLabsApp(config, { engine, baseImage: prepareLabBase(stateDir, () => {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  // The named home outlives its labs by design: the test takes it away itself.
  for (const lab of await engine.list())
    if (lab.labId.startsWith(RUN_PREFIX)) await engine.discard(lab.labId);
  await new HomeVolumes(join(stateDir, 'homes')).remove(HOME);
  await runCommand('podman', ['rmi', '--force', BUILT_IMAGE]);
  await closeEngine();
});

function call(method: string, path: string, body?: unknown, secret = SECRET) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      [LAB_HOST_SECRET_HEADER]: secret,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The fields this suite reads from the host's answers. */
interface Answer {
  errorText: string;
  lines: string[];
  output: string;
  timed_out: boolean;
  status: string;
}
const answerOf = async (response: Response): Promise<Answer> => (await response.json()) as Answer;

let counter = 0;
function labStart(overrides: Partial<LabHostStart> = {}): LabHostStart {
  return {
    lab_id: `${RUN_PREFIX}-host-${counter++}`,
    image: baseImageName(),
    dockerfile: `FROM ${baseImageName()}\n`,
    home_volume: HOME,
    memory_mb: 256,
    app_port: null,
    env: { LAB_GREETING: 'hello-from-env' },
    capabilities: [],
    egress_allow_list: [],
    auth: 'a-browser-secret-of-the-lab-0123',
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  };
}

async function untilRunning(labId: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = labHostStateSchema.parse(await (await call('GET', `/labs/${labId}`)).json());
    if (state.state === 'running' || state.image === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`lab ${labId} not running after ${timeoutMs} ms`);
}

/** A terminal WebSocket that collects the screen and resolves once a pattern shows on it. */
function openTerminal(labId: string, auth: string, term = 0, origin = WEB_ORIGIN) {
  const url = `${base.replace('http', 'ws')}/labs/${labId}/terminal?auth=${encodeURIComponent(auth)}&term=${term}`;
  const socket = new WebSocket(url, { origin });
  let screen = '';
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    screen += data.toString();
    for (const waiter of waiters.splice(0)) waiter();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  const until = (pattern: RegExp, timeoutMs = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`never saw ${pattern}: ${JSON.stringify(screen)}`)),
        timeoutMs,
      );
      const check = () => {
        if (pattern.test(screen)) {
          clearTimeout(timer);
          resolve(screen);
        } else waiters.push(check);
      };
      check();
    });
  return { socket, opened, until, type: (text: string) => socket.send(Buffer.from(text), { binary: true }) };
}

describe('live host protocol', () => {
  it('refuses calls without the shared secret', async () => {
    const wrong = await call('GET', '/labs/anything', undefined, 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect((await answerOf(wrong)).errorText).toMatch(/secret/);
    expect((await fetch(`${base}/labs/anything`)).status).toBe(401);
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  const first = labStart({
    image: BUILT_IMAGE,
    // As the seeded labs' Dockerfiles: FROM the shared name, root until their own USER line.
    dockerfile: [
      `FROM ${LAB_BASE_IMAGE}`,
      'RUN echo built-by-the-host > /etc/lab-marker',
      'USER learner',
      // The author's state of the home: hidden by the learner's volume, seeded into new homes.
      'RUN mkdir -p /home/learner/app && echo starter > /home/learner/app/server.js',
      '',
    ].join('\n'),
  });

  it('builds a missing image, then runs the lab with its home; tests run inside', async () => {
    const started = performance.now();
    const answer = await call('POST', '/labs', first);
    expect(answer.status).toBe(200);
    expect(labHostStateSchema.parse(await answer.json())).toMatchObject({
      image: 'pulling',
      state: 'created',
    });
    expect(await untilRunning(first.lab_id)).toEqual({
      lab_id: first.lab_id,
      image: 'present',
      state: 'running',
    });
    console.log(
      `labs: allocate with image build -> running in ${Math.round(performance.now() - started)} ms`,
    );
    const progress = await answerOf(await call('GET', `/builds/${encodeURIComponent(BUILT_IMAGE)}?from=0`));
    expect(progress.status).toBe('SUCCESS');

    const tests = await call('POST', `/labs/${first.lab_id}/tests`, {
      runners: [
        { id: 'a', name: 'marker', script: 'cat /etc/lab-marker; echo "$LAB_GREETING"; id -un' },
        { id: 'b', name: 'home', script: 'echo kept-across-sessions > ~/notes.txt && echo written' },
      ],
      timeout_ms: 20_000,
    });
    expect(tests.status).toBe(200);
    const output = await answerOf(tests);
    expect(output.timed_out).toBe(false);
    expect(output.output).toContain('built-by-the-host\nhello-from-env\nlearner\n');
    expect(output.output).toContain('written');

    const slow = await call('POST', `/labs/${first.lab_id}/tests`, {
      runners: [{ id: 'c', name: 'slow', script: 'echo start; sleep 30' }],
      timeout_ms: 1000,
    });
    expect(await slow.json()).toEqual({ output: 'start\n', timed_out: true });
  });

  it('stops a lab and keeps its home: the next session finds the file', async () => {
    expect((await call('DELETE', `/labs/${first.lab_id}`)).status).toBe(204);
    expect(await (await call('GET', `/labs/${first.lab_id}`)).json()).toMatchObject({ state: 'stopped' });
    expect((await engine.inspect(first.lab_id)).state).toBe('missing');

    const second = labStart({ image: BUILT_IMAGE, dockerfile: first.dockerfile });
    const started = performance.now();
    expect(await (await call('POST', '/labs', second)).json()).toEqual({
      lab_id: second.lab_id,
      image: 'present',
      state: 'running',
    });
    console.log(`labs: allocate (image present) -> running in ${Math.round(performance.now() - started)} ms`);
    const output = await answerOf(
      await call('POST', `/labs/${second.lab_id}/tests`, {
        runners: [{ id: 'a', name: 'home', script: 'cat ~/notes.txt' }],
        timeout_ms: 10_000,
      }),
    );
    expect(output.output).toBe('kept-across-sessions\n');
    await call('DELETE', `/labs/${second.lab_id}`);
  });

  it("resets a lab to the author's state: a new home seeded from the image, new terminals", async () => {
    const lab = labStart({ image: BUILT_IMAGE, dockerfile: first.dockerfile });
    expect(await (await call('POST', '/labs', lab)).json()).toMatchObject({ state: 'running' });
    const runTests = async (script: string) =>
      answerOf(
        await call('POST', `/labs/${lab.lab_id}/tests`, {
          runners: [{ id: 'a', name: 'a', script }],
          timeout_ms: 10_000,
        }),
      );
    // The home of the earlier sessions: the learner's note and the starter file, changed.
    expect((await runTests('cat notes.txt app/server.js; echo mine > app/server.js')).output).toBe(
      'kept-across-sessions\nstarter\n',
    );
    const terminal = openTerminal(lab.lab_id, lab.auth);
    await terminal.opened;
    await terminal.until(/\$ $/);
    const ended = new Promise<number>((resolve) => terminal.socket.once('close', resolve));

    const reset = await call('POST', `/labs/${lab.lab_id}/reset`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ lab_id: lab.lab_id, image: 'present', state: 'running' });
    expect(await ended).toBe(1000);
    expect((await runTests('ls -1; cat app/server.js')).output).toBe('app\nlost+found\nstarter\n');
    const again = openTerminal(lab.lab_id, lab.auth);
    await again.opened;
    again.type('cat app/server.js\r');
    await again.until(/\rstarter\r\n/);
    again.socket.close();

    expect((await call('POST', '/labs/nobody/reset')).status).toBe(404);
    await call('DELETE', `/labs/${lab.lab_id}`);
  });

  it('reports a Dockerfile that does not build as a failed image, with its log', async () => {
    const broken = labStart({
      image: `localhost/learnbox-labhost-broken:${RUN_PREFIX}`,
      dockerfile: `FROM ${LAB_BASE_IMAGE}\nRUN echo about-to-fail && exit 7\n`,
    });
    expect(await (await call('POST', '/labs', broken)).json()).toMatchObject({ image: 'pulling' });
    expect(await untilRunning(broken.lab_id)).toMatchObject({ image: 'failed' });
    const progress = await answerOf(await call('GET', `/builds/${encodeURIComponent(broken.image)}?from=0`));
    expect(progress.status).toBe('FAILURE');
    expect(JSON.stringify(progress)).toContain('about-to-fail');
  });

  it('stops a lab by itself at expires_at', async () => {
    const lab = labStart({ expires_at: new Date(Date.now() + 1500).toISOString() });
    expect(await (await call('POST', '/labs', lab)).json()).toMatchObject({ state: 'running' });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await (await call('GET', `/labs/${lab.lab_id}`)).json()).toMatchObject({ state: 'stopped' });
    expect((await engine.inspect(lab.lab_id)).state).toBe('missing');
  });

  it('answers unknown labs and builds with an errorText', async () => {
    const tests = await call('POST', '/labs/nobody/tests', {
      runners: [{ id: 'a', name: 'x', script: 'true' }],
      timeout_ms: 1000,
    });
    expect(tests.status).toBe(404);
    expect((await answerOf(tests)).errorText).toBe('No lab nobody runs on this host.');
    const build = await call('GET', '/builds/localhost%2Fnever-built%3A1');
    expect(build.status).toBe(404);
    expect((await answerOf(build)).errorText).toMatch(/No build of localhost\/never-built:1/);
    const invalid = await call('POST', '/labs', { lab_id: 'x' });
    expect(invalid.status).toBe(400);
  });
});

describe('terminal WebSocket', () => {
  const lab = labStart();

  beforeAll(async () => {
    expect(await (await call('POST', '/labs', lab)).json()).toMatchObject({ state: 'running' });
  });
  afterAll(() => call('DELETE', `/labs/${lab.lab_id}`));

  it('echoes what is typed, replays the screen on reconnect, and keeps the shell', async () => {
    const terminal = openTerminal(lab.lab_id, lab.auth);
    await terminal.opened;
    terminal.socket.send(JSON.stringify({ type: 'resize', cols: 120, rows: 40 }));
    await terminal.until(/\$ $/);
    const keystroke = performance.now();
    terminal.type('#');
    await terminal.until(/\$ #$/);
    console.log(
      `labs: one keystroke -> its echo over the WebSocket in ${(performance.now() - keystroke).toFixed(1)} ms`,
    );
    terminal.type('\u0015'); // ^U: the line is empty again
    const typed = performance.now();
    terminal.type('echo hel""lo; export KEPT=still-here\r');
    await terminal.until(/\rhello\r\n/);
    console.log(
      `labs: a command typed -> its output over the WebSocket in ${Math.round(performance.now() - typed)} ms`,
    );
    terminal.type('stty size\r');
    await terminal.until(/40 120/);
    terminal.socket.close();

    const again = openTerminal(lab.lab_id, lab.auth);
    await again.opened;
    // The replay comes first: the earlier screen, before anything new is typed.
    await again.until(/\rhello\r\n[\s\S]*40 120/);
    again.type('echo "$KEPT"\r');
    await again.until(/\rstill-here\r\n/);

    // A second terminal of the same lab is a shell of its own.
    const other = openTerminal(lab.lab_id, lab.auth, 1);
    await other.opened;
    other.socket.send(JSON.stringify({ type: 'input', data: 'echo "[$KEPT]"\r' }));
    await other.until(/\r\[\]\r\n/);
    again.socket.close();
    other.socket.close();
  });

  it('refuses a wrong auth, another origin and a stopped lab', async () => {
    await expect(openTerminal(lab.lab_id, 'wrong-auth-wrong-auth-wrong').opened).rejects.toThrow(
      'refused with 401',
    );
    await expect(openTerminal(lab.lab_id, lab.auth, 0, 'https://evil.example').opened).rejects.toThrow(
      'refused with 403',
    );
    await expect(openTerminal('nobody', lab.auth).opened).rejects.toThrow('refused with 401');
  });
});
