import { join } from 'node:path';
import { LAB_BASE_IMAGE } from '@learnbox/domain';
import { mustRun } from '../podman/host-command';
import { ensureBaseImage } from './base-image';

/**
 * Builds the base image in the background and names it LAB_BASE_IMAGE, the `FROM` of every lab
 * Dockerfile. Never blocks the host's start; progress goes to `log`.
 */
export function prepareLabBase(stateDir: string, log: (line: string) => void): Promise<string> {
  const { progress, done } = ensureBaseImage(join(stateDir, 'base-image'));
  let lines = 0;
  progress.on('progress', (event) => {
    if (event.phase === 'cached') log(`labs: base image ${event.image} already built`);
    else if (event.phase === 'ready') log(`labs: base image ${event.image} built in ${event.seconds} s`);
    else if (event.phase === 'failed') log(`labs: the base image could not be built: ${event.error}`);
    // A line in fifty: the bootstrap prints thousands.
    else if (lines++ % 50 === 0) log(`labs: base image ${event.phase}: ${event.line}`);
  });
  const tagged = done.then(async (image) => {
    await mustRun('podman', ['tag', image, LAB_BASE_IMAGE]);
    return image;
  });
  tagged.catch(() => {});
  return tagged;
}
