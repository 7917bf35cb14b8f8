import { cpSync, existsSync, lstatSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a sandbox's file system holds, as the launcher's layout operations (sandbox-root.h): /usr
 * and a staged /etc read-only; fresh /proc, /dev, a size-capped /tmp and /dev/shm; the run's work
 * dir at /box; the toolchains' and harness's mounts under /opt, read-only. Nothing else of the host
 * (no /root, /home, /work, /etc/shadow). The launcher builds it in new mount, pid, network, IPC,
 * UTS and cgroup namespaces and starts the program as uid 65534 with no capabilities under the
 * seccomp filter (seccomp-filter.c).
 */

export const SANDBOX_WORK_DIR = '/box';

export interface SandboxMount {
  /** Host path, readable by the sandbox user. */
  source: string;
  /** Where the program sees it, read-only. */
  target: string;
}

/** One operation of the layout, as its fields: ['ro-bind', source, target], ['tmpfs', target, bytes]… */
export type LayoutOperation =
  | readonly ['ro-bind' | 'bind' | 'symlink', string, string]
  | readonly ['tmpfs', string, string]
  | readonly ['dir' | 'proc' | 'dev', string];

/** The /etc files toolchains read: the dynamic linker's cache and configuration, alternatives, the time zone. */
const HOST_ETC = ['ld.so.cache', 'ld.so.conf', 'ld.so.conf.d', 'alternatives', 'localtime'];

/** Our own passwd, group and hosts: the host's list users, and the program only needs "nobody". */
export const SANDBOX_ETC_FILES: Readonly<Record<string, string>> = {
  passwd: 'root:x:0:0:root:/root:/usr/sbin/nologin\nnobody:x:65534:65534:nobody:/box:/usr/sbin/nologin\n',
  group: 'root:x:0:\nnogroup:x:65534:\n',
  hosts: '127.0.0.1 localhost sandbox\n::1 localhost sandbox\n',
};

/**
 * Copies what the sandbox's /etc holds into `dir`, once per runner start: one bind of it costs a
 * sandbox less than one bind per file. A host change to these files (a new library's linker
 * cache) reaches runs at the runner's next start, as a new toolchain does.
 */
export function stageEtc(dir: string): void {
  const entries = [...HOST_ETC, ...safeReaddir('/etc').filter((entry) => /^java-\d+/.test(entry))];
  // The JDK's conf/ directory is a symlink into /etc/java-NN-openjdk on Debian.
  for (const entry of entries) {
    const source = path.join('/etc', entry);
    if (existsSync(source) || isSymlink(source))
      cpSync(source, path.join(dir, entry), { recursive: true, verbatimSymlinks: true });
  }
  for (const [name, content] of Object.entries(SANDBOX_ETC_FILES))
    writeFileSync(path.join(dir, name), content, { mode: 0o644 });
}

/** Computed once at start: how this host lays out /bin and /lib, and the staged /etc. */
export function systemLayout(etcDir: string): LayoutOperation[] {
  const ops: LayoutOperation[] = [['ro-bind', '/usr', '/usr']];
  for (const top of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    if (!existsSync(top)) continue;
    // Merged-/usr hosts link these into /usr; older ones need them bound.
    if (lstatSync(top).isSymbolicLink()) ops.push(['symlink', readlinkSync(top), top]);
    else ops.push(['ro-bind', top, top]);
  }
  ops.push(['ro-bind', etcDir, '/etc']);
  return ops;
}

/** The whole layout of one sandbox: the system's, then the run's own places and mounts. */
export function sandboxLayout(
  system: readonly LayoutOperation[],
  run: { workDir: string; mounts: readonly SandboxMount[]; tmpBytes: number },
): LayoutOperation[] {
  const bytes = String(run.tmpBytes);
  return [
    ...system,
    ['proc', '/proc'],
    ['dev', '/dev'],
    // POSIX semaphores (multiprocessing) need a writable /dev/shm.
    ['tmpfs', '/dev/shm', bytes],
    ['tmpfs', '/tmp', bytes],
    ['bind', run.workDir, SANDBOX_WORK_DIR],
    ...run.mounts.map((mount): LayoutOperation => ['ro-bind', mount.source, mount.target]),
  ];
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The whole environment a program starts from; nothing of the runner's own is passed on. */
export const SANDBOX_ENV: Readonly<Record<string, string>> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  LANG: 'C.UTF-8',
  HOME: SANDBOX_WORK_DIR,
  TMPDIR: '/tmp',
  USER: 'nobody',
};
