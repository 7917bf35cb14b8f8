import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun, runCommand } from '../podman/host-command';

/** The machine's own apt sources: the base image uses the same mirror (no registry is reachable). */
export const HOST_APT_SOURCES = ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list'];

/** The unprivileged account every lab runs as; its home is the lab's persistent volume. */
export const LAB_USER = { name: 'learner', uid: 1000, gid: 1000, home: '/home/learner' } as const;

/**
 * The image's own user is root, as in any Docker base, so lab Dockerfiles `FROM` it can apt-get
 * install before their `USER learner`. No lab runs as it: every container is created as uid 1000
 * (container-spec.ts).
 */
const IMAGE_USER = 'root';

export interface BaseImageRecipe {
  suite: string;
  /** Extra Debian packages on top of minbase (e.g. git, nodejs for a lab family). */
  packages: string[];
}

export const DEFAULT_BASE: BaseImageRecipe = {
  suite: 'bookworm',
  packages: ['bash', 'procps', 'ca-certificates'],
};

export type BaseImageEvent =
  | { phase: 'cached'; image: string }
  | { phase: 'bootstrap' | 'import'; line: string }
  | { phase: 'ready'; image: string; seconds: number }
  | { phase: 'failed'; error: string };

function aptSourcesFile(): string {
  const found = HOST_APT_SOURCES.find((path) => existsSync(path));
  if (!found)
    throw new Error(`No apt sources file (${HOST_APT_SOURCES.join(', ')}) to build the lab base image from`);
  return found;
}

/** Name keyed by what goes into the image, so a changed recipe or mirror builds a new one. */
export function baseImageName(recipe: BaseImageRecipe = DEFAULT_BASE): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        ...recipe,
        user: LAB_USER,
        imageUser: IMAGE_USER,
        sources: readFileSync(aptSourcesFile(), 'utf8'),
      }),
    )
    .digest('hex')
    .slice(0, 12);
  return `localhost/learnbox-lab-base:${recipe.suite}-${hash}`;
}

export async function imageExists(image: string): Promise<boolean> {
  return (await runCommand('podman', ['image', 'exists', image])).code === 0;
}

/**
 * Builds the base image in the background and reports progress: `mmdebstrap --variant=minbase`
 * (about 70 s, once) then `podman import`. Skipped when the image is already there. The returned
 * emitter sends BaseImageEvent on 'progress'; `done` resolves with the image name.
 */
export function ensureBaseImage(
  workDir: string,
  recipe: BaseImageRecipe = DEFAULT_BASE,
): { progress: EventEmitter; done: Promise<string> } {
  const progress = new EventEmitter();
  const emit = (event: BaseImageEvent) => progress.emit('progress', event);
  const done = (async () => {
    const image = baseImageName(recipe);
    if (await imageExists(image)) {
      emit({ phase: 'cached', image });
      return image;
    }
    const started = Date.now();
    mkdirSync(workDir, { recursive: true });
    const tarball = join(workDir, `${image.split(':')[1]}.tar`);
    try {
      const user = `useradd --create-home --uid ${LAB_USER.uid} --user-group --shell /bin/bash ${LAB_USER.name}`;
      const bootstrap = await runCommand(
        'mmdebstrap',
        [
          '--variant=minbase',
          `--include=${recipe.packages.join(',')}`,
          `--customize-hook=chroot "$1" ${user}`,
          recipe.suite,
          tarball,
          aptSourcesFile(),
        ],
        (line) => emit({ phase: 'bootstrap', line }),
      );
      if (bootstrap.code !== 0) throw new Error(`mmdebstrap failed: ${bootstrap.stderr.slice(-2000)}`);
      emit({ phase: 'import', line: `podman import ${tarball}` });
      await mustRun('podman', [
        'import',
        '--change',
        `USER ${IMAGE_USER}`,
        '--change',
        `WORKDIR ${LAB_USER.home}`,
        '--change',
        'CMD ["sleep", "infinity"]',
        tarball,
        image,
      ]);
      emit({ phase: 'ready', image, seconds: (Date.now() - started) / 1000 });
      return image;
    } catch (error) {
      emit({ phase: 'failed', error: (error as Error).message });
      throw error;
    } finally {
      rmSync(tarball, { force: true });
    }
  })();
  // A caller that only listens to progress must not crash the process with an unhandled rejection.
  done.catch(() => {});
  return { progress, done };
}
