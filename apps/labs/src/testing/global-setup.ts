import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBaseImage } from '../images/base-image';
import { missingLabPackages } from '../podman/lab-packages';

/**
 * Builds the lab base image once per test run, before any file needs it. Its name is a hash of
 * the recipe and the apt sources, so a second run finds it in podman's storage and skips the build.
 */
export default async function setup(): Promise<void> {
  const missing = missingLabPackages();
  if (process.getuid?.() !== 0 || missing.length > 0) {
    throw new Error(
      `The labs tests run real containers: they need root and the lab packages (apps/labs/lab-packages.json; missing: ${missing.join(' ') || 'none'}), which \`npm test\` installs.`,
    );
  }
  const { progress, done } = ensureBaseImage(join(tmpdir(), 'learnbox-lab-base'));
  progress.on('progress', (event) => {
    if (event.phase === 'ready') console.log(`labs: base image ${event.image} built in ${event.seconds} s`);
  });
  await done;
}
