import { join } from 'node:path';
import type { LabHostStart } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseImageName } from '../images/base-image';
import type { PodmanLabEngine } from '../podman/podman-engine';
import { JsonRecords } from '../state/json-records';
import { RUN_PREFIX, startTestEngine } from '../testing/lab-fixture';
import { ImageBuilds } from './image-builds';
import { labRecordSchema } from './lab-record';
import { LiveHost } from './live-host';

/**
 * The live host restarts (a deploy, a crash) while its labs run on: the next copy of the host,
 * over the same engine and state dir, must answer for them as the first did.
 */

let engine: PodmanLabEngine;
let stateDir: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ engine, stateDir, close } = await startTestEngine({ pool: { size: 1, keys: 1 } }));
});
afterAll(() => close());

function newHost(): LiveHost {
  return new LiveHost(
    engine,
    new ImageBuilds(engine, Promise.resolve()),
    { cpus: 1, pids: 64, homeBytes: 32 * 1024 * 1024 },
    new JsonRecords(join(stateDir, 'sessions'), labRecordSchema),
  );
}

let counter = 0;
function labStart(expiresInMs: number): LabHostStart {
  const labId = `${RUN_PREFIX}-re-${counter++}`;
  return {
    lab_id: labId,
    image: baseImageName(),
    dockerfile: `FROM ${baseImageName()}\n`,
    home_volume: labId,
    memory_mb: 128,
    app_port: null,
    env: { LAB_GREETING: 'from-the-first-host' },
    capabilities: [],
    egress_allow_list: [],
    auth: `browser-secret-of-${labId}`,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
  };
}

function screenOf(session: Awaited<ReturnType<LiveHost['terminal']>>, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let screen = '';
    const timer = setTimeout(
      () => reject(new Error(`never saw ${pattern}: ${JSON.stringify(screen)}`)),
      10_000,
    );
    session.attach({
      send: (bytes) => {
        screen += bytes.toString();
        if (pattern.test(screen)) {
          clearTimeout(timer);
          resolve(screen);
        }
      },
      close: () => {},
    });
  });
}

describe('a restarted live host', () => {
  it('adopts the labs whose sessions go on and stops those that ended while it was down', async () => {
    const first = newHost();
    const lasting = labStart(10 * 60_000);
    // Long enough to start on a loaded machine, short enough to end while no host runs.
    const ending = labStart(4000);
    expect(await first.start(lasting)).toMatchObject({ state: 'running' });
    expect(await first.start(ending)).toMatchObject({ state: 'running' });
    // The first copy goes away without stopping anything (its timers with it).
    first.close();
    const endsIn = Date.parse(ending.expires_at) - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsIn) + 200));
    expect((await engine.inspect(ending.lab_id)).state).toBe('running');

    const second = newHost();
    // Before adopting, the new copy knows nothing: the browser's auth fails.
    expect(second.checkAuth(lasting.lab_id, lasting.auth)).toBe(false);
    await second.adopt();
    expect(second.checkAuth(lasting.lab_id, lasting.auth)).toBe(true);
    expect(second.checkAuth(lasting.lab_id, 'someone-elses-secret-value')).toBe(false);
    expect(await second.state(lasting.lab_id)).toEqual({
      lab_id: lasting.lab_id,
      image: 'present',
      state: 'running',
    });
    const session = await second.terminal(lasting.lab_id, 0);
    const echoed = screenOf(session, /\rfrom-the-first-host\r\n/);
    session.write('echo "$LAB_GREETING"\r');
    await echoed;

    expect((await engine.inspect(ending.lab_id)).state).toBe('missing');
    expect(second.checkAuth(ending.lab_id, ending.auth)).toBe(false);

    // The api's stop reaches the adopted lab, and a third copy adopts nothing.
    await second.stop(lasting.lab_id);
    expect((await engine.inspect(lasting.lab_id)).state).toBe('missing');
    second.close();
    const third = newHost();
    await third.adopt();
    expect(third.checkAuth(lasting.lab_id, lasting.auth)).toBe(false);
    await engine.removeHome(lasting.lab_id);
    await engine.removeHome(ending.lab_id);
  });

  it('starts an adopted lab again when its container stopped meanwhile', async () => {
    const first = newHost();
    const lab = labStart(10 * 60_000);
    await first.start(lab);
    first.close();
    await engine.stop(lab.lab_id);

    const second = newHost();
    await second.adopt();
    const deadline = Date.now() + 20_000;
    while ((await second.state(lab.lab_id)).state !== 'running' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await second.state(lab.lab_id)).toMatchObject({ state: 'running' });
    expect(second.checkAuth(lab.lab_id, lab.auth)).toBe(true);
    await second.stop(lab.lab_id);
    second.close();
    await engine.removeHome(lab.lab_id);
  });
});
