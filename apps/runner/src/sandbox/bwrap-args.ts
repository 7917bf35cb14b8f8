import { existsSync, lstatSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The bubblewrap command line of every run. What the sandbox sees: /usr and the few /etc files
 * toolchains need, read-only; fresh /proc, /dev and a size-capped /tmp; the run's work dir at
 * /box; nothing else of the host (no /root, /home, /work, /etc/shadow). Every namespace is new, so
 * there is no network but a private loopback, and the program is uid 65534 inside and out. A
 * seccomp filter keeps the program away from kernel interfaces it never needs (seccomp-filter.c).
 */

export const SANDBOX_WORK_DIR = '/box';

export interface SandboxMount {
  /** Host path, readable by the sandbox user. */
  source: string;
  /** Where the program sees it, read-only. */
  target: string;
}

export interface BwrapRun {
  workDir: string;
  mounts: readonly SandboxMount[];
  env: Readonly<Record<string, string>>;
  argv: readonly string[];
  tmpBytes: number;
  /** Descriptor bwrap reports the child's start and exit on (JSON). */
  statusFd: number;
  /**
   * Descriptor bwrap reads the BPF system-call filter from (seccomp-filter.ts). bwrap loads it
   * after its own set-up (namespaces, mounts, pivot_root), right before exec of the program, and
   * into its pid-1 reaper too; it closes the descriptor, so the program never holds it.
   */
  seccompFd?: number;
}

/** Computed once at start: how this host lays out /bin, /lib and the /etc files toolchains read. */
export function systemLayoutArgs(etcFilesDir: string): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const top of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    if (!existsSync(top)) continue;
    // Merged-/usr hosts link these into /usr; older ones need them bound.
    if (lstatSync(top).isSymbolicLink()) args.push('--symlink', readlinkSync(top), top);
    else args.push('--ro-bind', top, top);
  }
  const etc = [
    '/etc/ld.so.cache',
    '/etc/ld.so.conf',
    '/etc/ld.so.conf.d',
    '/etc/alternatives',
    '/etc/localtime',
  ];
  // The JDK's conf/ directory is a symlink into /etc/java-NN-openjdk on Debian.
  for (const entry of safeReaddir('/etc')) if (/^java-\d+/.test(entry)) etc.push(path.join('/etc', entry));
  for (const file of etc) if (existsSync(file)) args.push('--ro-bind', file, file);
  // Our own passwd, group and hosts: the host's list users, and the program only needs "nobody".
  for (const file of ['passwd', 'group', 'hosts'])
    args.push('--ro-bind', path.join(etcFilesDir, file), `/etc/${file}`);
  return args;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
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

export const SANDBOX_ETC_FILES: Readonly<Record<string, string>> = {
  passwd: 'root:x:0:0:root:/root:/usr/sbin/nologin\nnobody:x:65534:65534:nobody:/box:/usr/sbin/nologin\n',
  group: 'root:x:0:\nnogroup:x:65534:\n',
  hosts: '127.0.0.1 localhost sandbox\n::1 localhost sandbox\n',
};

export function bwrapArgs(layout: readonly string[], run: BwrapRun): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--uid',
    '65534',
    '--gid',
    '65534',
    '--hostname',
    'sandbox',
    '--die-with-parent',
    // A new session: the program cannot push input into a terminal it inherited (TIOCSTI).
    '--new-session',
    '--json-status-fd',
    String(run.statusFd),
    ...(run.seccompFd === undefined ? [] : ['--seccomp', String(run.seccompFd)]),
    ...layout,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(run.tmpBytes),
    '--tmpfs',
    '/tmp',
    '--bind',
    run.workDir,
    SANDBOX_WORK_DIR,
  ];
  for (const mount of run.mounts) args.push('--ro-bind', mount.source, mount.target);
  args.push('--chdir', SANDBOX_WORK_DIR, '--clearenv');
  for (const [key, value] of Object.entries(run.env)) args.push('--setenv', key, value);
  args.push('--remount-ro', '/', '--', ...run.argv);
  return args;
}
