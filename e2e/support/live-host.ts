import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { LAB_HOST_SECRET_HEADER } from '@learnbox/contracts';
import { SEED_LABS } from '@learnbox/db/seed/labs/labs.seed';
import { labImageName } from '@learnbox/domain';

/**
 * The live host (apps/labs) in the e2e stack: it runs as root with podman, like `npm start` on a
 * machine that can. Its state (podman's socket, the learners' home file systems) lives in a
 * directory of this run; the images are podman's, shared with every other run, so the seeded
 * labs' images are built once and found again by name.
 */

export function canRunLabs(): boolean {
  return process.getuid?.() === 0 && ['/usr/bin/podman', '/usr/bin/runc'].every((path) => existsSync(path));
}

export function liveHostEnv(stateDir: string): { LABS_STATE_DIR: string; LABS_INTERNAL_SECRET: string } {
  return { LABS_STATE_DIR: stateDir, LABS_INTERNAL_SECRET: randomBytes(32).toString('base64url') };
}

/**
 * Builds the seeded labs' images up front (the api names a never-built lab's image by its slug and
 * build 0), so a journey's first allocate finds them instead of waiting for apt in the middle of a
 * step. Resolves once each is built; a failed build throws with the end of its log.
 */
export async function buildSeedImages(labsUrl: string, secret: string, timeoutMs = 600_000): Promise<void> {
  const headers = { [LAB_HOST_SECRET_HEADER]: secret, 'content-type': 'application/json' };
  const images = SEED_LABS.map(({ lab }) => ({
    image: labImageName(lab.slug, 0),
    dockerfile: lab.dockerfile,
  }));
  for (const build of images) {
    const started = await fetch(`${labsUrl}/builds`, {
      method: 'POST',
      headers,
      body: JSON.stringify(build),
    });
    if (started.status !== 202)
      throw new Error(`The live host refused to build ${build.image}: ${started.status}`);
  }
  const deadline = Date.now() + timeoutMs;
  for (const { image } of images) {
    const lines: string[] = [];
    for (;;) {
      const reply = await fetch(`${labsUrl}/builds/${encodeURIComponent(image)}?from=${lines.length}`, {
        headers,
      });
      const progress = (await reply.json()) as { status: string; lines: string[] };
      lines.push(...progress.lines);
      if (progress.status === 'SUCCESS') break;
      if (progress.status === 'FAILURE' || Date.now() > deadline)
        throw new Error(`The image ${image} did not build:\n${lines.slice(-30).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * Removes the containers this run's live host made, labs and warm spares (what they mount is
 * under its state directory), then unmounts those homes: the host keeps both across its own
 * restarts on purpose.
 */
export function removeLabs(stateDir: string): void {
  const podman = (args: string[]) => execFileSync('podman', args, { encoding: 'utf8' }).trim();
  // Labs and the warm pool's spare containers (podman ORs filters on the same key only).
  const ids = ['learnbox.lab', 'learnbox.pool']
    .flatMap((label) => podman(['ps', '-a', '--filter', `label=${label}`, '--format', '{{.ID}}']).split('\n'))
    .filter(Boolean);
  for (const id of ids) {
    try {
      const sources = podman(['inspect', '--format', '{{range .Mounts}}{{.Source}} {{end}}', id]);
      if (sources.split(' ').some((source) => source.startsWith(`${stateDir}/`)))
        podman(['rm', '--force', '--time', '0', id]);
    } catch {
      // Gone meanwhile (another run's host removed it): nothing to remove.
    }
  }
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((target) => target.startsWith(`${stateDir}/`));
  for (const target of mounts.reverse()) execFileSync('umount', ['--lazy', target]);
}
