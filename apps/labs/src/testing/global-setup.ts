import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBaseImage } from '../images/base-image';
import { podmanInstalled } from '../podman/podman-service';

/**
 * Builds the lab base image once per test run, before any file needs it. Its name is a hash of
 * the recipe and the apt sources, so a second run finds it in podman's storage and skips the build.
 */
export default async function setup(): Promise<void> {
  if (process.getuid?.() !== 0 || !podmanInstalled()) {
    throw new Error(
      'The labs tests run real containers: they need root and LAB_PACKAGES (scripts/lib/setup.mjs), which `npm test` installs.',
    );
  }
  const { progress, done } = ensureBaseImage(join(tmpdir(), 'learnbox-lab-base'));
  progress.on('progress', (event) => {
    if (event.phase === 'ready') console.log(`labs: base image ${event.image} built in ${event.seconds} s`);
  });
  await done;
}
