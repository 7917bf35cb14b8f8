import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds where this process may create cgroups for its runs. Machines differ: pure v1, pure v2, or
 * "hybrid" (v1 controllers plus a v2 mount that may hold none of the controllers we need, as on the
 * machine this was written on). Each controller is taken from whichever hierarchy actually has it.
 */

export type CgroupMode = 'v1' | 'v2' | 'hybrid' | 'none';
export type CgroupController = 'memory' | 'pids' | 'cpu';

export interface ControllerLocation {
  version: 1 | 2;
  /** This process's own cgroup directory in that hierarchy; run cgroups are created below it. */
  ownDir: string;
}

export interface CgroupLayout {
  mode: CgroupMode;
  controllers: Partial<Record<CgroupController, ControllerLocation>>;
}

interface Mount {
  root: string;
  mountPoint: string;
  fsType: string;
  superOptions: string[];
}

/** /proc/self/mountinfo, one entry per mount. */
export function parseMountInfo(text: string): Mount[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [left = '', right = ''] = line.split(' - ');
      const fields = left.split(' ');
      const [fsType = '', , superOptions = ''] = right.split(' ');
      return {
        root: fields[3] ?? '/',
        mountPoint: fields[4] ?? '',
        fsType,
        superOptions: superOptions.split(','),
      };
    });
}

/** /proc/self/cgroup: "4:memory:/a/b" for v1 hierarchies, "0::/a/b" for v2. */
function parseOwnCgroups(text: string): { v1: Map<string, string>; v2: string | null } {
  const v1 = new Map<string, string>();
  let v2: string | null = null;
  for (const line of text.split('\n').filter(Boolean)) {
    const [id, controllers = '', ...rest] = line.split(':');
    const cgroupPath = rest.join(':');
    if (id === '0' && controllers === '') v2 = cgroupPath;
    for (const controller of controllers.split(',')) if (controller) v1.set(controller, cgroupPath);
  }
  return { v1, v2 };
}

/** Joins a mount with a cgroup path, minding mounts whose root is itself a sub-cgroup (namespaced mounts). */
function ownDirIn(mount: Mount, cgroupPath: string): string {
  const relative =
    mount.root !== '/' && cgroupPath.startsWith(mount.root)
      ? cgroupPath.slice(mount.root.length)
      : cgroupPath;
  return path.resolve(path.join(mount.mountPoint, relative));
}

// v1 accounts CPU in cpuacct; v2 keeps cpu.stat in every cgroup, with or without the cpu controller.
const V1_NAMES: Record<CgroupController, string> = { memory: 'memory', pids: 'pids', cpu: 'cpuacct' };

export function detectCgroupLayout(
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): CgroupLayout {
  const mounts = parseMountInfo(read('/proc/self/mountinfo'));
  const own = parseOwnCgroups(read('/proc/self/cgroup'));
  const v1Mounts = mounts.filter((m) => m.fsType === 'cgroup');
  const v2Mount = mounts.find((m) => m.fsType === 'cgroup2');
  const mode: CgroupMode =
    v1Mounts.length > 0 && v2Mount ? 'hybrid' : v2Mount ? 'v2' : v1Mounts.length > 0 ? 'v1' : 'none';

  const controllers: CgroupLayout['controllers'] = {};
  let v2Available: string[] = [];
  let v2OwnDir: string | null = null;
  if (v2Mount && own.v2 !== null) {
    v2OwnDir = ownDirIn(v2Mount, own.v2);
    try {
      v2Available = read(path.join(v2OwnDir, 'cgroup.controllers')).trim().split(/\s+/);
    } catch {
      v2Available = [];
    }
  }
  for (const controller of Object.keys(V1_NAMES) as CgroupController[]) {
    const v1Name = V1_NAMES[controller];
    const v1Mount = v1Mounts.find((m) => m.superOptions.includes(v1Name));
    const v1Path = own.v1.get(v1Name);
    if (v1Mount && v1Path !== undefined) {
      controllers[controller] = { version: 1, ownDir: ownDirIn(v1Mount, v1Path) };
    } else if (v2OwnDir && v2Available.includes(controller)) {
      controllers[controller] = { version: 2, ownDir: v2OwnDir };
    }
  }
  return { mode, controllers };
}
