import { existsSync, rmSync, statSync } from 'node:fs';
import { hostCommand } from './host-command';
import { buildHostProgram } from './launcher-build';

/**
 * The sandbox's system-call filter (seccomp-filter.c says what it denies and why). At start the
 * runner compiles the generator against libseccomp and runs it once; every sandbox's launcher reads
 * the BPF file, and the sandbox's pid 1 loads it after its last mount, before it forks the
 * program's process. The file is root-only and read before any process of the sandbox exists, and
 * the sandbox's root never shows it, so a program can neither read nor change it.
 */

/** Where libseccomp-dev puts its header; its presence is what "libseccomp is installed" means here. */
export const SECCOMP_HEADERS: readonly string[] = ['/usr/include/seccomp.h', '/usr/local/include/seccomp.h'];

export const LIBSECCOMP_MISSING =
  'libseccomp is not installed, so runs cannot get their system-call filter: apt-get install libseccomp-dev';

export function hasLibseccomp(headers: readonly string[] = SECCOMP_HEADERS): boolean {
  return headers.some((header) => existsSync(header));
}

export interface SeccompFilter {
  /** The exported BPF program (a whole number of 8-byte instructions), as the launcher reads it. */
  path: string;
  /** Its length in BPF instructions (8 bytes each), for the start-up log. */
  instructions: number;
}

/** Writes the filter to `target` (replacing an older one); fails with the generator's own message. */
export async function writeSeccompFilter(stateDir: string, target: string): Promise<SeccompFilter> {
  const generator = await buildHostProgram(stateDir, {
    source: new URL('./seccomp-filter.c', import.meta.url),
    name: 'learnbox-seccomp',
    libraries: ['-lseccomp'],
  });
  rmSync(target, { force: true });
  await hostCommand(generator, [target], 15000);
  const { size } = statSync(target);
  if (size === 0 || size % 8 !== 0) throw new Error(`the seccomp filter ${target} is not a BPF program`);
  return { path: target, instructions: size / 8 };
}
