import { existsSync, lstatSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The bubblewrap command line of every run. What the sandbox sees: /usr and the few /etc files
 * toolchains need, read-only; fresh /proc, /dev and a size-capped /tmp; the run's work dir at
 * /box; nothing else of the host (no /root, /home, /work, /etc/shadow). The mount, pid, network,
 * IPC, UTS and cgroup namespaces are new, so there is no network but a private loopback. bwrap runs
 * as root (no user namespace: the seccomp filter refuses every new namespace, user ones included)
 * and starts learnbox-init (sandbox-init.c) with only the capabilities it needs to drop to uid
 * 65534 when its run arrives; the program is uid 65534 with no capabilities. The filter keeps the
 * program away from kernel interfaces it never needs (seccomp-filter.c).
 */

export const SANDBOX_WORK_DIR = '/box';

export interface SandboxMount {
  /** Host path, readable by the sandbox user. */
  source: string;
  /** Where the program sees it, read-only. */
  target: string;
}

/** Where learnbox-init is bound inside every sandbox. */
export const SANDBOX_INIT_PATH = '/.learnbox-init';

export interface BwrapSandbox {
  workDir: string;
  mounts: readonly SandboxMount[];
  /** learnbox-init on the host. */
  init: string;
  /** Descriptor learnbox-init reads its run from. */
  runFd: number;
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

/**
 * bwrap as root creates the missing parents of a mount point (/etc, /opt…) closed to everyone
 * else (0700); made first with 0755, the sandbox user can reach what is mounted in them.
 */
function openParents(binds: readonly string[][]): string[] {
  const targets = binds.map((bind) => bind[bind.length - 1] ?? '');
  const parents = new Set<string>();
  for (const target of targets) {
    for (let dir = path.posix.dirname(target); dir !== '/'; dir = path.posix.dirname(dir)) {
      // Inside another mount it exists already (and may be read-only).
      if (!targets.some((t) => dir === t || dir.startsWith(`${t}/`))) parents.add(dir);
    }
  }
  return [...parents]
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))
    .flatMap((dir) => ['--perms', '0755', '--dir', dir]);
}

/** The layout's operations, each as its words: ['--ro-bind', source, target], ['--symlink', …]. */
function operations(layout: readonly string[]): string[][] {
  const ops: string[][] = [];
  for (let i = 0; i < layout.length; i += 3) ops.push(layout.slice(i, i + 3));
  return ops;
}

export function bwrapArgs(layout: readonly string[], run: BwrapSandbox): string[] {
  const args = [
    '--unshare-ipc',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-uts',
    '--unshare-cgroup',
    // All learnbox-init keeps of root: what changing uid, gid and the bounding set takes (bwrap as
    // root would otherwise leave its child every capability).
    '--cap-drop',
    'ALL',
    '--cap-add',
    'CAP_SETUID',
    '--cap-add',
    'CAP_SETGID',
    '--cap-add',
    'CAP_SETPCAP',
    '--hostname',
    'sandbox',
    '--die-with-parent',
    // A new session: the program cannot push input into a terminal it inherited (TIOCSTI).
    '--new-session',
    '--json-status-fd',
    String(run.statusFd),
    ...(run.seccompFd === undefined ? [] : ['--seccomp', String(run.seccompFd)]),
    ...openParents([
      ...operations(layout).filter((op) => op[0] === '--ro-bind'),
      ...run.mounts.map((mount) => [mount.target]),
    ]),
    ...layout,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    // bwrap as root leaves /dev/shm root's; POSIX semaphores (multiprocessing) need it writable.
    '--perms',
    '1777',
    '--size',
    String(run.tmpBytes),
    '--tmpfs',
    '/dev/shm',
    // bwrap runs as root: without --perms the tmpfs would be root's and closed to the program.
    '--perms',
    '1777',
    '--size',
    String(run.tmpBytes),
    '--tmpfs',
    '/tmp',
    '--bind',
    run.workDir,
    SANDBOX_WORK_DIR,
  ];
  for (const mount of run.mounts) args.push('--ro-bind', mount.source, mount.target);
  args.push('--ro-bind', run.init, SANDBOX_INIT_PATH);
  // learnbox-init starts with no environment; the program gets exactly its run's.
  args.push('--chdir', SANDBOX_WORK_DIR, '--clearenv');
  args.push('--remount-ro', '/', '--', SANDBOX_INIT_PATH, String(run.runFd));
  return args;
}
