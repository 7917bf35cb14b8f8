import { describe, expect, it } from 'vitest';
import { bwrapArgs, SANDBOX_INIT_PATH } from './bwrap-args';

describe('bwrapArgs', () => {
  const args = bwrapArgs(['--ro-bind', '/usr', '/usr'], {
    workDir: '/run/slot-0',
    mounts: [{ source: '/opt/host-tool', target: '/opt/tool' }],
    init: '/state/bin/learnbox-init-abc',
    runFd: 6,
    tmpBytes: 1024,
    statusFd: 3,
  });
  const joined = args.join(' ');

  it('unshares every namespace but the user one, which the seccomp filter forbids creating', () => {
    for (const flag of [
      '--unshare-ipc',
      '--unshare-pid',
      '--unshare-net',
      '--unshare-uts',
      '--unshare-cgroup',
      '--die-with-parent',
      '--new-session',
    ]) {
      expect(args).toContain(flag);
    }
    expect(args).not.toContain('--share-net');
    expect(args).not.toContain('--unshare-all');
  });

  it('keeps only the capabilities learnbox-init needs to drop to the sandbox user', () => {
    const kept = args.flatMap((arg, i) => (args[i - 1] === '--cap-add' ? [arg] : []));
    expect(kept.sort()).toEqual(['CAP_SETGID', 'CAP_SETPCAP', 'CAP_SETUID']);
    expect(args.indexOf('--cap-drop')).toBeLessThan(args.indexOf('--cap-add'));
    expect(args[args.indexOf('--cap-drop') + 1]).toBe('ALL');
  });

  it('starts learnbox-init, read-only, with a cleared environment and a read-only root', () => {
    expect(joined).toContain(`--ro-bind /state/bin/learnbox-init-abc ${SANDBOX_INIT_PATH}`);
    expect(joined).toContain('--clearenv');
    expect(joined).not.toContain('--setenv');
    expect(joined).toContain('--remount-ro /');
    expect(args.slice(args.indexOf('--'))).toEqual(['--', SANDBOX_INIT_PATH, '6']);
  });

  it('binds the work dir read-write, tools read-only, /tmp size-capped', () => {
    expect(joined).toContain('--bind /run/slot-0 /box');
    expect(joined).toContain('--ro-bind /opt/host-tool /opt/tool');
    expect(joined).toContain('--size 1024 --tmpfs /tmp');
  });

  it('hands bwrap the seccomp filter on the descriptor asked for, and only when asked', () => {
    const filtered = bwrapArgs([], {
      workDir: '/run/slot-0',
      mounts: [],
      init: '/init',
      runFd: 6,
      tmpBytes: 1024,
      statusFd: 3,
      seccompFd: 7,
    });
    expect(filtered.join(' ')).toContain('--seccomp 7');
    expect(filtered.indexOf('--seccomp')).toBeLessThan(filtered.indexOf('--'));
    expect(args).not.toContain('--seccomp');
  });
});
