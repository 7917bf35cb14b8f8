import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostCommand } from './host-command';

export interface HostProgram {
  /** A C file next to this one. */
  source: URL;
  /** Prefix of the binary's name in the state dir. */
  name: string;
  /** Linker flags, e.g. ['-lseccomp']. */
  libraries?: readonly string[];
  /** Headers next to it that it includes: part of its version. */
  headers?: readonly URL[];
  /**
   * Link it statically when the C library can be (Debian's libc6-dev ships libc.a), else dynamically.
   * For a program whose processes fork per sandbox: a static one has no dynamic loader to resolve
   * symbols again in every child, and fewer mappings for each fork to copy.
   */
  preferStatic?: boolean;
}

/**
 * Compiles a helper once per source version into the state dir (root-only), so a start after the
 * first costs nothing. A C compiler is already a toolchain this host serves.
 */
export async function buildHostProgram(stateDir: string, program: HostProgram): Promise<string> {
  const source = readFileSync(program.source);
  const libraries = program.libraries ?? [];
  const hash = createHash('sha256')
    .update(source)
    .update(libraries.join(' '))
    .update(program.preferStatic ? 'static' : '');
  for (const header of program.headers ?? []) hash.update(readFileSync(header));
  const version = hash.digest('hex').slice(0, 12);
  const binDir = path.join(stateDir, 'bin');
  const target = path.join(binDir, `${program.name}-${version}`);
  if (existsSync(target)) return target;
  mkdirSync(binDir, { recursive: true, mode: 0o700 });
  const compiler = ['/usr/bin/cc', '/usr/bin/gcc', '/usr/bin/clang'].find((c) => existsSync(c));
  if (!compiler) throw new Error(`no C compiler (cc, gcc or clang) to build ${program.name}`);
  const partial = `${target}.${process.pid}.tmp`;
  const compile = (flags: string[]) =>
    hostCommand(
      compiler,
      ['-O2', ...flags, '-o', partial, fileURLToPath(program.source), ...libraries],
      60000,
    );
  await (program.preferStatic ? compile(['-static']).catch(() => compile([])) : compile([]));
  // Older versions stay: a runner started before an upgrade may still be running its own.
  renameSync(partial, target);
  return target;
}

/**
 * Whether a built program needs the dynamic loader (an ELF PT_INTERP program header): true when a
 * `preferStatic` build fell back to dynamic linking because the host has no static C library.
 */
export function linkedDynamically(file: string): boolean {
  const elf = readFileSync(file);
  const headersAt = Number(elf.readBigUInt64LE(0x20));
  const size = elf.readUInt16LE(0x36);
  const count = elf.readUInt16LE(0x38);
  const PT_INTERP = 3;
  return Array.from({ length: count }, (_, i) => elf.readUInt32LE(headersAt + i * size)).includes(PT_INTERP);
}

/** The launcher's code (sandbox-launch.h and what it includes): part of every program that runs it. */
export const LAUNCHER_HEADERS: readonly URL[] = [
  './sandbox-launch.h',
  './run-fields.h',
  './sandbox-root.h',
  './sandbox-run.h',
].map((header) => new URL(header, import.meta.url));

/** The launcher as a program of its own (the spawner has it built in: spawner.ts). */
export function buildLauncher(stateDir: string): Promise<string> {
  return buildHostProgram(stateDir, {
    source: new URL('./launcher.c', import.meta.url),
    name: 'learnbox-launch',
    headers: LAUNCHER_HEADERS,
    preferStatic: true,
  });
}
