import { randomBytes } from 'node:crypto';
import type Docker from 'dockerode';
import type { LabSpec } from '../engine/lab-engine';
import { LAB_USER } from '../images/base-image';
import { containerSpec } from './container-spec';

/** Where the new home is mounted in the seeding container; the image's own home stays visible. */
const SEED_TARGET = '/seed';
/** Marks seeding containers, so a crash's leftovers can be told from labs. */
export const SEED_LABEL = 'learnbox.seed';
/** A large starter (node_modules) takes seconds; longer than this is a broken image. */
const SEED_TIMEOUT_MS = 120_000;

/** Copies the image's home into the new one; an image without a home leaves it empty. */
const SEED_SCRIPT = `if [ -d ${LAB_USER.home} ]; then cp -a ${LAB_USER.home}/. ${SEED_TARGET}/; fi`;

/**
 * The author's state of a NEW home: what the lab image wrote under /home/learner, hidden once the
 * learner's volume is mounted over it. Copied inside a one-shot container of the lab's own image,
 * as the learner (uid 1000), with the same limits and no network, so the author's files are
 * never handled by root on the host (a symlink in them points somewhere only inside the
 * container). The home's quota bounds the copy.
 */
export async function seedHome(docker: Docker, spec: LabSpec, homeMount: string): Promise<void> {
  const base = containerSpec(spec, homeMount);
  // Unique: hosts sharing podman's storage (tests, a restarted host) may seed the same template.
  const name = `seed-${spec.labId.slice(0, 44)}-${randomBytes(4).toString('hex')}`;
  const container = await docker.createContainer({
    ...base,
    name,
    Labels: { [SEED_LABEL]: spec.labId },
    Cmd: ['sh', '-c', SEED_SCRIPT],
    // The image's home need not exist; the root always does.
    WorkingDir: '/',
    NetworkingConfig: undefined,
    HostConfig: {
      ...base.HostConfig,
      NetworkMode: 'none',
      Mounts: [{ Type: 'bind', Source: homeMount, Target: SEED_TARGET, ReadOnly: false }],
    },
  });
  try {
    await container.start();
    const timer = setTimeout(() => void container.kill().catch(() => {}), SEED_TIMEOUT_MS);
    const { StatusCode } = (await container.wait().finally(() => clearTimeout(timer))) as {
      StatusCode: number;
    };
    if (StatusCode !== 0) {
      const logs = (await container.logs({ stdout: true, stderr: true })) as unknown as Buffer;
      throw new Error(`copying the image's ${LAB_USER.home} failed (${StatusCode}): ${printable(logs)}`);
    }
  } finally {
    await removeQuietly(container);
  }
}

/**
 * Seed containers a killed host left behind. Only those older than twice the seed timeout: other
 * hosts on the same podman storage (tests, a second host) may be seeding right now.
 */
export async function removeStaleSeeds(docker: Docker, now = Date.now()): Promise<void> {
  const seeds = await docker.listContainers({ all: true, filters: { label: [SEED_LABEL] } });
  for (const seed of seeds)
    if (isStaleSeed(seed.Created, now)) await removeQuietly(docker.getContainer(seed.Id));
}

/** Whether a seed container created at `createdSeconds` (podman's epoch seconds) is a leftover. */
export function isStaleSeed(createdSeconds: number, now: number): boolean {
  return now - createdSeconds * 1000 > 2 * SEED_TIMEOUT_MS;
}

async function removeQuietly(container: Docker.Container): Promise<void> {
  try {
    await container.remove({ force: true, v: true });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
}

/** The log without the stream headers podman puts before each chunk. */
function printable(logs: Buffer): string {
  return logs
    .toString('utf8')
    .replace(/[^\x20-\x7e\n]/g, '')
    .trim()
    .slice(-500);
}
