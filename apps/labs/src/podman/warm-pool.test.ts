import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAB_BASE_IMAGE } from '@learnbox/domain';
import Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseImageName } from '../images/base-image';
import { RUN_PREFIX, runInLab, startTestEngine, testLabSpec } from '../testing/lab-fixture';
import { containerSpec, HOME_LABEL, LAB_LABEL } from './container-spec';
import { HomeVolumes } from './home-volume';
import { runCommand } from './host-command';
import type { PodmanLabEngine } from './podman-engine';
import { POOL_KEY_LABEL, POOL_LABEL, poolContainerSpec, poolKey, WarmPool } from './warm-pool';

let engine: PodmanLabEngine;
let stateDir: string;
let close: () => Promise<void>;

/** Shaped like the seeded Node lab's Dockerfile: starter files written under the home by RUN steps. */
const STARTER_IMAGE = `localhost/learnbox-seed-test:${RUN_PREFIX}`;
const SERVER_JS = "require('http').createServer((q, s) => s.end('hi')).listen(3000);";
const STARTER_DOCKERFILE = [
  `FROM ${LAB_BASE_IMAGE}`,
  'RUN id learner >/dev/null 2>&1 || useradd --create-home --shell /bin/bash learner',
  'USER learner',
  'WORKDIR /home/learner',
  `RUN mkdir -p /home/learner/app && echo ${Buffer.from(SERVER_JS).toString('base64')} | base64 -d > /home/learner/app/server.js`,
  'RUN ln -s /etc/shadow /home/learner/app/shadow-link',
  '',
].join('\n');

beforeAll(async () => {
  ({ engine, stateDir, close } = await startTestEngine({ pool: { size: 1, keys: 2 } }));
  await runCommand('podman', ['tag', baseImageName(), LAB_BASE_IMAGE]);
  const built = await engine.build(STARTER_IMAGE, STARTER_DOCKERFILE, () => {});
  expect(built).toEqual({ status: 'SUCCESS', image: STARTER_IMAGE });
});
afterAll(async () => {
  await close();
  await runCommand('podman', ['rmi', '--force', STARTER_IMAGE]);
});

/** The containers of one pool key, warm or claimed (other test runs share podman's storage). */
async function poolContainers(key: string): Promise<string[]> {
  const { stdout } = await runCommand('podman', [
    'ps',
    '-a',
    '--filter',
    `label=${POOL_KEY_LABEL}=${key}`,
    '--format',
    '{{.Names}}',
  ]);
  return stdout.split('\n').filter(Boolean);
}

describe('pool containers', () => {
  it("are a cold lab's container with the slot bound rslave at the home, and no lab or home label", () => {
    const spec = testLabSpec({ env: { SECRET_OF_A_LAB: 'x' } });
    const pooled = poolContainerSpec(spec, 'pool-abc', '/state/pool/pool-abc', { [POOL_LABEL]: 'owner' });
    const cold = containerSpec({ ...spec, labId: 'pool-abc' }, '/state/pool/pool-abc');
    expect(pooled.HostConfig?.Mounts).toEqual([
      {
        Type: 'bind',
        Source: '/state/pool/pool-abc',
        Target: '/home/learner',
        ReadOnly: false,
        BindOptions: { Propagation: 'rslave' },
      },
    ]);
    const { Mounts: _pooledMounts, ...pooledHost } = pooled.HostConfig ?? {};
    const { Mounts: _coldMounts, ...coldHost } = cold.HostConfig ?? {};
    expect(pooledHost).toEqual(coldHost);
    expect(pooled.name).toBe('pool-abc');
    expect(pooled.Labels).toMatchObject({ [POOL_LABEL]: 'owner' });
    expect(pooled.Labels).not.toHaveProperty(LAB_LABEL);
    expect(pooled.Labels).not.toHaveProperty(HOME_LABEL);
  });

  it('share a key when only the lab id, home and env differ', () => {
    const spec = testLabSpec();
    const key = poolKey(spec);
    expect(poolKey({ ...spec, labId: 'other', homeVolume: 'h', homeBytes: 1, env: { A: 'b' } })).toBe(key);
    expect(poolKey({ ...spec, image: 'localhost/other:1' })).not.toBe(key);
    expect(poolKey({ ...spec, memoryBytes: spec.memoryBytes * 2 })).not.toBe(key);
    expect(poolKey({ ...spec, egress: true })).not.toBe(key);
  });
});

describe("the author's state of a new home", () => {
  it("seeds a new home with the image's /home/learner, owned by the learner; a kept home is not seeded again", async () => {
    const home = `${RUN_PREFIX}-seeded`;
    const spec = testLabSpec({ image: STARTER_IMAGE, homeVolume: home });
    await engine.create(spec);
    await engine.start(spec.labId);
    const first = await runInLab(
      engine,
      spec.labId,
      'cat app/server.js; echo; stat -c %U app/server.js; readlink app/shadow-link; cat app/shadow-link 2>&1 | head -c 0; echo changed > app/server.js',
    );
    expect(first.output).toBe(`${SERVER_JS}\nlearner\n/etc/shadow\n`);
    await engine.discard(spec.labId);

    const again = testLabSpec({ image: STARTER_IMAGE, homeVolume: home });
    await engine.create(again);
    await engine.start(again.labId);
    expect((await runInLab(engine, again.labId, 'cat app/server.js')).output).toBe('changed\n');
    await engine.remove(again.labId);
  });
});

describe('warm pool', () => {
  it('hands a started container to the next lab of the same image with its home and env, in well under a second', async () => {
    const template = { image: STARTER_IMAGE, memoryBytes: 128 * 1024 * 1024 };
    const cold = testLabSpec(template);
    // Keyed by the build the tag names, as the engine does.
    const { stdout: imageId } = await runCommand('podman', [
      'image',
      'inspect',
      '--format',
      '{{.Id}}',
      STARTER_IMAGE,
    ]);
    const key = poolKey({ ...cold, image: imageId.trim() });
    // A pool an interrupted run left behind would be counted here; a live host clears it at start.
    for (const name of await poolContainers(key)) await runCommand('podman', ['rm', '-f', name]);
    // The first allocation of an image is cold and makes it popular: the pool fills behind it.
    expect(await engine.create(cold)).toMatchObject({ state: 'created' });
    await engine.pool.settled();
    expect(await poolContainers(key)).toHaveLength(1);

    const warm = testLabSpec({ ...template, env: { LAB_GREETING: 'warm-hello' } });
    expect(poolKey({ ...warm, image: imageId.trim() })).toBe(key);
    const started = performance.now();
    expect(await engine.create(warm)).toEqual({ labId: warm.labId, state: 'running' });
    const claimMs = performance.now() - started;
    console.log(`labs: warm allocation (new seeded home) in ${Math.round(claimMs)} ms`);
    expect(claimMs).toBeLessThan(1500);
    expect(await engine.start(warm.labId)).toMatchObject({ state: 'running' });
    expect((await engine.list()).map((lab) => lab.labId)).toContain(warm.labId);

    const inside = await runInLab(
      engine,
      warm.labId,
      'cat app/server.js; echo; echo "$LAB_GREETING $HOME"; id -u; echo kept > ~/kept.txt; grep " /home/learner " /proc/self/mountinfo | tail -1 | cut -d" " -f6',
    );
    const [server, env, uid, options] = inside.output.trim().split('\n');
    expect(server).toBe(SERVER_JS);
    expect(env).toBe('warm-hello /home/learner');
    expect(uid).toBe('1000');
    expect(options?.split(',')).toEqual(expect.arrayContaining(['rw', 'nosuid', 'nodev']));

    // The claimed container is the lab's; a new one refills the pool; the claimed one is never reused.
    await engine.pool.settled();
    const pooled = await poolContainers(key);
    expect(pooled).toContain(`lab-${warm.labId}`);
    expect(pooled.filter((name) => name.startsWith('pool-'))).toHaveLength(1);

    // A second warm lab beside it: its slot receives its own home and nothing of the first's.
    const neighbour = testLabSpec(template);
    expect(await engine.create(neighbour)).toMatchObject({ state: 'running' });
    const mounts = "grep -c ' /home/learner ' /proc/self/mountinfo; ls ~ | grep -c kept.txt";
    expect((await runInLab(engine, neighbour.labId, mounts)).output).toBe('2\n0\n');
    expect((await runInLab(engine, warm.labId, mounts)).output).toBe('2\n1\n');
    await engine.remove(neighbour.labId);

    await engine.discard(warm.labId);
    expect((await engine.inspect(warm.labId)).state).toBe('missing');
    expect(await poolContainers(key)).not.toContain(`lab-${warm.labId}`);

    // The home outlived its pool container: a cold lab on the same home finds the file.
    const returning = testLabSpec({ ...template, labId: `${warm.labId}-b` });
    await engine.create({ ...returning, homeVolume: warm.labId });
    await engine.start(returning.labId);
    expect((await runInLab(engine, returning.labId, 'cat kept.txt')).output).toBe('kept\n');
    await engine.discard(returning.labId);
    await engine.removeHome(warm.labId);
    await engine.remove(cold.labId);
  });

  it('a stopped warm lab starts again with its home', async () => {
    const template = { image: STARTER_IMAGE, memoryBytes: 128 * 1024 * 1024 };
    await engine.pool.settled();
    const spec = testLabSpec(template);
    expect(await engine.create(spec)).toMatchObject({ state: 'running' });
    await runInLab(engine, spec.labId, 'echo before-stop > ~/s.txt');
    expect(await engine.stop(spec.labId)).toMatchObject({ state: 'stopped' });
    expect(await engine.start(spec.labId)).toMatchObject({ state: 'running' });
    expect((await runInLab(engine, spec.labId, 'cat ~/s.txt')).output).toBe('before-stop\n');
    await engine.remove(spec.labId);
  });

  it("serves a rebuilt image's labs from the new build, never the old one's warm containers or home", async () => {
    const template = { image: STARTER_IMAGE, memoryBytes: 128 * 1024 * 1024 };
    await engine.pool.settled();
    // The new build differs in its home and outside it (the container's own image).
    const rebuilt = `${STARTER_DOCKERFILE.replace(Buffer.from(SERVER_JS).toString('base64'), Buffer.from('v2').toString('base64'))}RUN echo v2 > /var/tmp/build-marker\n`;
    expect((await engine.build(STARTER_IMAGE, rebuilt, () => {})).status).toBe('SUCCESS');
    const spec = testLabSpec(template);
    await engine.create(spec);
    await engine.start(spec.labId);
    expect((await runInLab(engine, spec.labId, 'cat /var/tmp/build-marker app/server.js')).output).toBe(
      'v2\nv2',
    );
    // The next one is warm again, of the new build.
    await engine.pool.settled();
    const warm = testLabSpec(template);
    expect(await engine.create(warm)).toMatchObject({ state: 'running' });
    expect((await runInLab(engine, warm.labId, 'cat /var/tmp/build-marker app/server.js')).output).toBe(
      'v2\nv2',
    );
    await engine.remove(spec.labId);
    await engine.remove(warm.labId);
  });

  it('warms the popular images again when the host starts again, before any allocation', async () => {
    const docker = new Docker({ socketPath: join(stateDir, 'podman.sock') });
    const poolState = mkdtempSync(join(tmpdir(), 'labs-pool-'));
    const homes = new HomeVolumes(join(poolState, 'homes'));
    const spec = testLabSpec({ image: STARTER_IMAGE, memoryBytes: 96 * 1024 * 1024 });
    try {
      const first = await WarmPool.open(docker, poolState, { size: 1, keys: 2 });
      const home = { name: spec.labId, mount: await homes.create(spec.labId, spec.homeBytes) };
      expect(await first.claim(spec, home)).toBe(false);
      await first.settled();
      // The host stops: its warm containers go.
      await first.drain();
      expect(await poolContainers(poolKey(spec))).toEqual([]);

      const second = await WarmPool.open(docker, poolState, { size: 1, keys: 2 });
      await second.settled();
      expect(await poolContainers(poolKey(spec))).toHaveLength(1);
      expect(await second.claim(spec, home)).toBe(true);
      await docker.getContainer(`lab-${spec.labId}`).remove({ force: true });
      await second.release(spec.labId);
      await second.drain();
    } finally {
      await homes.remove(spec.labId);
      rmSync(poolState, { recursive: true, force: true });
    }
  });
});
