import { describe, expect, it } from 'vitest';
import { bwrapArgs } from './bwrap-args';

describe('bwrapArgs', () => {
  const args = bwrapArgs(['--ro-bind', '/usr', '/usr'], {
    workDir: '/run/slot-0',
    mounts: [{ source: '/opt/host-tool', target: '/opt/tool' }],
    env: { PATH: '/usr/bin' },
    argv: ['python3', '--', 'main.py', '--unshare-net'],
    tmpBytes: 1024,
    statusFd: 3,
  });
  const joined = args.join(' ');

  it('unshares every namespace, user namespaces included, and forbids creating new ones', () => {
    for (const flag of [
      '--unshare-all',
      '--unshare-user',
      '--disable-userns',
      '--die-with-parent',
      '--new-session',
    ]) {
      expect(args).toContain(flag);
    }
    expect(args).not.toContain('--share-net');
  });

  it('runs as 65534 with a cleared environment and a read-only root', () => {
    expect(joined).toContain('--uid 65534 --gid 65534');
    expect(joined).toContain('--clearenv --setenv PATH /usr/bin');
    expect(joined).toContain('--remount-ro /');
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
      env: {},
      argv: ['true'],
      tmpBytes: 1024,
      statusFd: 3,
      seccompFd: 5,
    });
    expect(filtered.join(' ')).toContain('--seccomp 5');
    expect(filtered.indexOf('--seccomp')).toBeLessThan(filtered.indexOf('--'));
    expect(args).not.toContain('--seccomp');
  });

  it('puts the program after "--" so none of its words reach bwrap as options', () => {
    expect(args.slice(args.indexOf('--'))).toEqual(['--', 'python3', '--', 'main.py', '--unshare-net']);
  });
});
