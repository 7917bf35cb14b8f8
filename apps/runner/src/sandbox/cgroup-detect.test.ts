import { describe, expect, it } from 'vitest';
import { detectCgroupLayout } from './cgroup-detect';

const files = (mountinfo: string[], cgroup: string[], extra: Record<string, string> = {}) => {
  const all: Record<string, string> = {
    '/proc/self/mountinfo': `${mountinfo.join('\n')}\n`,
    '/proc/self/cgroup': `${cgroup.join('\n')}\n`,
    ...extra,
  };
  return (file: string) => {
    const text = all[file];
    if (text === undefined) throw new Error(`ENOENT ${file}`);
    return text;
  };
};

const V1 = (id: number, controller: string, root = '/') =>
  `${id} 20 0:${id} ${root} /sys/fs/cgroup/${controller} rw,relatime shared:1 - cgroup cgroup rw,${controller}`;

describe('detectCgroupLayout', () => {
  it('finds a hybrid host whose v2 mount has none of our controllers (this machine)', () => {
    const layout = detectCgroupLayout(
      files(
        [V1(30, 'memory'), V1(31, 'pids'), '40 20 0:40 / /sys/fs/cgroup/unified rw - cgroup2 cgroup2 rw'],
        ['8:pids:/', '4:memory:/process_api/abc', '0::/'],
        { '/sys/fs/cgroup/unified/cgroup.controllers': 'hugetlb\n' },
      ),
    );
    expect(layout).toEqual({
      mode: 'hybrid',
      controllers: {
        memory: { version: 1, ownDir: '/sys/fs/cgroup/memory/process_api/abc' },
        pids: { version: 1, ownDir: '/sys/fs/cgroup/pids' },
      },
    });
  });

  it('finds pure v2 with delegated controllers', () => {
    const layout = detectCgroupLayout(
      files(['40 20 0:40 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw'], ['0::/user.slice/runner.service'], {
        '/sys/fs/cgroup/user.slice/runner.service/cgroup.controllers': 'cpu memory pids\n',
      }),
    );
    expect(layout.mode).toBe('v2');
    expect(layout.controllers.memory).toEqual({
      version: 2,
      ownDir: '/sys/fs/cgroup/user.slice/runner.service',
    });
    expect(layout.controllers.pids?.version).toBe(2);
  });

  it('finds pure v1, minding a namespaced mount root', () => {
    const layout = detectCgroupLayout(
      files(
        [V1(30, 'memory', '/docker/x'), V1(31, 'pids', '/docker/x')],
        ['4:memory:/docker/x', '8:pids:/docker/x/sub'],
      ),
    );
    expect(layout.mode).toBe('v1');
    expect(layout.controllers.memory?.ownDir).toBe('/sys/fs/cgroup/memory');
    expect(layout.controllers.pids?.ownDir).toBe('/sys/fs/cgroup/pids/sub');
  });

  it('reports none when no cgroup filesystem is mounted', () => {
    expect(detectCgroupLayout(files(['1 0 0:1 / / rw - ext4 /dev/sda rw'], []))).toEqual({
      mode: 'none',
      controllers: {},
    });
  });
});
