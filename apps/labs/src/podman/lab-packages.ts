import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import packages from '../../lab-packages.json';

/**
 * The Debian packages a lab host needs, from apps/labs/lab-packages.json: the one list that
 * `npm start` and `npm test` install from (scripts/lib/setup.mjs reads the same file) and the live
 * host checks before it starts.
 */
export type LabPackage = (typeof packages)[number];
export const LAB_PACKAGES: readonly LabPackage[] = packages;

/** `command -v` without a shell; sbin too, where mkfs.ext4 lives and a non-login PATH may miss it. */
function onPath(command: string): boolean {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin'];
  return dirs.some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The packages whose command or file is missing on this machine, by Debian name. */
export function missingLabPackages(): string[] {
  return LAB_PACKAGES.filter((need) =>
    'file' in need && need.file ? !existsSync(need.file) : !onPath(need.command ?? ''),
  ).map((need) => need.pkg);
}
