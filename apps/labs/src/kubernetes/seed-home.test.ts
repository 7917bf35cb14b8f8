import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseImageName, LAB_USER } from '../images/base-image';
import { LAB_ULIMITS } from '../podman/container-spec';
import { mustRun } from '../podman/host-command';
import type { ClusterSettings } from './cluster-settings';
import { LIVE_HOST_POD_LABELS } from './lab-names';
import { labPod } from './lab-pod';

/**
 * The lab pod's seed-home init container, run for real: its image and command from labPod, under
 * podman with what its securityContext asks (uid 1000, read-only root, no capabilities, no new
 * privileges) and a directory standing in for the claim (owned by the fsGroup, as the kubelet
 * leaves it). What is not run here is the kubelet itself.
 */

const cluster: ClusterSettings = {
  namespace: 'learnbox-labs',
  registry: 'registry.learnbox:5000',
  registryInsecure: false,
  liveHost: { namespace: 'learnbox', podLabels: LIVE_HOST_POD_LABELS, proxyPort: 3128 },
  buildNamespace: 'learnbox-builds',
  kanikoImage: 'gcr.io/kaniko-project/executor:v1.23.2-debug',
};

const home = mkdtempSync(join(tmpdir(), 'k8s-seed-home-'));
chownSync(home, LAB_USER.uid, LAB_USER.gid);
afterAll(() => rmSync(home, { recursive: true, force: true }));

async function runSeed(): Promise<void> {
  // localhost/… names a registry host already, so the pod runs the local base image as it is.
  const pod = labPod(
    {
      labId: 'seed-test',
      image: baseImageName(),
      memoryBytes: 64 * 1024 * 1024,
      cpus: 1,
      pids: 64,
      homeBytes: 1024 * 1024,
    },
    cluster,
  );
  const seed = pod.spec?.initContainers?.[0];
  if (!seed?.image || !seed.command) throw new Error('the pod has no seed-home init container');
  const mount = seed.volumeMounts?.[0]?.mountPath ?? '';
  await mustRun('podman', [
    'run',
    '--rm',
    '--runtime',
    'runc',
    ...LAB_ULIMITS.flatMap((u) => ['--ulimit', `${u.Name}=${u.Soft}:${u.Hard}`]),
    '--network',
    'none',
    '--user',
    `${LAB_USER.uid}:${LAB_USER.gid}`,
    '--read-only',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '-v',
    `${home}:${mount}`,
    '--entrypoint',
    seed.command[0] ?? '',
    seed.image,
    ...seed.command.slice(1),
  ]);
}

describe('seed-home init container', () => {
  it('copies the image’s /home/learner into a new home and marks it', async () => {
    await runSeed();
    expect(readdirSync(home).sort()).toEqual(['.bash_logout', '.bashrc', '.learnbox-seeded', '.profile']);
  });

  it('leaves a seeded home alone: the learner’s changes and deletions stay', async () => {
    unlinkSync(join(home, '.bashrc'));
    writeFileSync(join(home, 'work.txt'), 'mine');
    await runSeed();
    expect(existsSync(join(home, '.bashrc'))).toBe(false);
    expect(readdirSync(home)).toContain('work.txt');
  });
});
