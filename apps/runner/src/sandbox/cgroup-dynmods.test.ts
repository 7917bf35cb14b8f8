import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMountInfo } from './cgroup-detect';
import { type DynmodsHost, describeDynmods, favorDynamicCgroups } from './cgroup-dynmods';

/** favordynmods on the host's cgroup2 mount: set once, never forced, never claimed when absent. */

const line = (mountPoint: string, fsType: string, options: string) =>
  `41 31 0:38 / ${mountPoint} rw,relatime - ${fsType} ${fsType} ${options}`;
const HYBRID = [
  line('/sys/fs/cgroup/memory', 'cgroup', 'rw,memory'),
  line('/sys/fs/cgroup/unified', 'cgroup2', 'rw,nsdelegate,memory_recursiveprot'),
].join('\n');

/** A host whose remount adds the option (or fails with `refusal`), recording what was remounted. */
function fakeHost(mountInfo: string, refusal?: string) {
  let text = mountInfo;
  const remounted: string[] = [];
  const host: DynmodsHost = {
    mountInfo: () => text,
    remount: async (mountPoint, options) => {
      remounted.push(`${mountPoint} ${options.join(',')}`);
      if (refusal) throw new Error(refusal);
      text = text.replace(/(cgroup2 cgroup2 )\S+/, `$1rw,${options.join(',')}`);
    },
  };
  return { host, remounted };
}

describe('favorDynamicCgroups', () => {
  it('remounts the cgroup2 mount of a hybrid host with the option, keeping its own, and checks that it took', async () => {
    const { host, remounted } = fakeHost(HYBRID);
    const outcome = await favorDynamicCgroups(true, host);
    expect(outcome).toEqual({ favored: true, how: 'set at start' });
    expect(remounted).toEqual(['/sys/fs/cgroup/unified nsdelegate,memory_recursiveprot,favordynmods']);
    expect(describeDynmods(outcome)).toBe('favordynmods (set at start)');
  });

  it('leaves a mount that has it alone', async () => {
    const { host, remounted } = fakeHost(
      HYBRID.replace('memory_recursiveprot', 'memory_recursiveprot,favordynmods'),
    );
    expect(await favorDynamicCgroups(true, host)).toEqual({ favored: true, how: 'already set' });
    expect(remounted).toEqual([]);
  });

  it('touches nothing when RUNNER_CGROUP_FAVOR_DYNMODS=0, and says so', async () => {
    const { host, remounted } = fakeHost(HYBRID);
    const outcome = await favorDynamicCgroups(false, host);
    expect(outcome).toEqual({ favored: false, why: 'RUNNER_CGROUP_FAVOR_DYNMODS=0' });
    expect(remounted).toEqual([]);
  });

  it('reports a refused remount (an older kernel, a container) with the first line of the reason', async () => {
    const { host } = fakeHost(
      HYBRID,
      'mount -o remount,favordynmods /sys/fs/cgroup/unified: bad option\nsee dmesg',
    );
    const outcome = await favorDynamicCgroups(true, host);
    expect(outcome).toEqual({
      favored: false,
      why: 'mount -o remount,favordynmods /sys/fs/cgroup/unified: bad option',
    });
    expect(describeDynmods(outcome)).toBe(
      'without favordynmods (mount -o remount,favordynmods /sys/fs/cgroup/unified: bad option)',
    );
  });

  it('does not claim the option when the remount succeeded but the mount does not show it', async () => {
    const host: DynmodsHost = { mountInfo: () => HYBRID, remount: async () => undefined };
    expect(await favorDynamicCgroups(true, host)).toEqual({
      favored: false,
      why: '/sys/fs/cgroup/unified did not take the option',
    });
  });

  it('has nothing to set on a host with v1 hierarchies only', async () => {
    const { host, remounted } = fakeHost(line('/sys/fs/cgroup/memory', 'cgroup', 'rw,memory'));
    expect(await favorDynamicCgroups(true, host)).toEqual({
      favored: false,
      why: 'no cgroup2 mount to set it on',
    });
    expect(remounted).toEqual([]);
  });

  // The real mount, as the runner leaves it (root only): the outcome says what the mount shows.
  it.runIf(process.getuid?.() === 0)(
    'on this host, claims the option exactly when the mount has it',
    async () => {
      const outcome = await favorDynamicCgroups(true);
      const cgroup2 = parseMountInfo(readFileSync('/proc/self/mountinfo', 'utf8')).find(
        (m) => m.fsType === 'cgroup2',
      );
      expect(outcome.favored).toBe(cgroup2?.superOptions.includes('favordynmods') ?? false);
    },
  );
});
