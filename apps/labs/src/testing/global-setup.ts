import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBaseImage } from '../images/base-image';
import { runCommand } from '../podman/host-command';
import { missingLabPackages } from '../podman/lab-packages';

/**
 * Containers of the labs the test files make: a lab's container is `lab-ID` (cold, or a pool
 * container once claimed), and test ids start with lab-fixture's RUN_PREFIX (`t`, the worker's pid
 * in base 36) and a dash.
 */
const TEST_LAB_CONTAINER = /^lab-t[0-9a-z]+-/;

/**
 * Builds the lab base image once per test run, before any file needs it. Its name is a hash of
 * the recipe and the apt sources, so a second run finds it in podman's storage and skips the build.
 */
export default async function setup(): Promise<() => Promise<void>> {
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
  const before = new Set((await labContainers()).map((container) => container.id));
  return () => removeLeakedTestLabs(before);
}

async function labContainers(): Promise<{ id: string; name: string }[]> {
  const { code, stdout, stderr } = await runCommand('podman', [
    'ps',
    '--all',
    '--format',
    '{{.ID}}\t{{.Names}}',
  ]);
  if (code !== 0) throw new Error(`podman ps failed: ${stderr.trim()}`);
  return stdout
    .split('\n')
    .map((line) => {
      const [id = '', name = ''] = line.split('\t');
      return { id, name };
    })
    .filter((container) => TEST_LAB_CONTAINER.test(container.name));
}

/**
 * Every file removes the labs it made. One still there after the run leaked (a clean-up missed it,
 * or a host adopted a session record a file left behind and started its lab again): it is removed,
 * and the run fails so the leak is fixed rather than left running on the machine.
 */
async function removeLeakedTestLabs(before: ReadonlySet<string>): Promise<void> {
  const leaked = (await labContainers()).filter((container) => !before.has(container.id));
  if (leaked.length === 0) return;
  await runCommand('podman', ['rm', '--force', '--time', '0', ...leaked.map((container) => container.id)]);
  // Vitest prints an error thrown here but does not fail the run for it.
  process.exitCode = 1;
  throw new Error(`test labs outlived their files: ${leaked.map((container) => container.name).join(', ')}`);
}
