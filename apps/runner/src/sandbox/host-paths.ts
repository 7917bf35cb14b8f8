import { statSync } from 'node:fs';
import path from 'node:path';
import { SANDBOX_UID } from './program-files';
import type { SandboxMount } from './sandbox-layout';

/**
 * Toolchains and the harness are shown to programs under /opt, bound straight from their host path.
 * The launcher is root and binds with open_tree, so it reaches any host path (a toolchain under
 * /root, rustup's default, included), and inside the sandbox only the bound tree's own modes count:
 * its host parents are not on the sandbox's path (/opt and the mount point are the sandbox's own,
 * 0755). A path whose own mode shuts uid 65534 out stays shut. (Under bubblewrap, which ran as uid
 * 65534, such paths were first bind-mounted or copied into the state dir; nothing is staged now.)
 */

/** True when uid 65534 can traverse every parent of `target` and read `target` itself (mode bits only). */
export function reachableBySandboxUser(target: string): boolean {
  const parts = path.resolve(target).split('/').filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const current = `/${parts.slice(0, i).join('/')}`;
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(current);
    } catch {
      return false;
    }
    const own = st.uid === SANDBOX_UID;
    const isLast = i === parts.length;
    if (st.isDirectory() && !(own ? st.mode & 0o100 : st.mode & 0o001)) return false;
    if (isLast && !(own ? st.mode & 0o400 : st.mode & 0o004)) return false;
  }
  return true;
}

export interface ExposedPath {
  /** The path programs use. */
  path: string;
  mounts: SandboxMount[];
}

export class HostPathExposer {
  constructor(private readonly isolated: boolean) {}

  /** Where programs find `hostPath`: /opt/`name` in a sandbox, the host path itself without isolation. */
  expose(hostPath: string, name: string): ExposedPath {
    if (!this.isolated) return { path: hostPath, mounts: [] };
    const target = `/opt/${name}`;
    return { path: target, mounts: [{ source: hostPath, target }] };
  }
}
