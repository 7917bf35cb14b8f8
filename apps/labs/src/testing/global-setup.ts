import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBaseImage } from '../images/base-image';

/**
 * Builds the lab base image once per test run, before any file needs it. Its name is a hash of
 * the recipe and the apt sources, so a second run finds it in podman's storage and skips the build.
 */
export default async function setup(): Promise<void> {
  const { progress, done } = ensureBaseImage(join(tmpdir(), 'learnbox-lab-base'));
  progress.on('progress', (event) => {
    if (event.phase === 'ready') console.log(`labs: base image ${event.image} built in ${event.seconds} s`);
  });
  await done;
}
