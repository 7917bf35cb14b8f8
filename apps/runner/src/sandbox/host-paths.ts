import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { hostCommand } from './host-command';
import { SANDBOX_UID } from './program-files';
import type { SandboxMount } from './sandbox-layout';

/**
 * Toolchains and the harness are shown to programs under /opt. A path uid 65534 cannot reach on the
 * host (a toolchain under /root, rustup's default) is first copied (files) or bind-mounted
 * read-only (directories) by root into the runner's state dir, and that copy is what the sandbox
 * binds. This dates from when bubblewrap ran as uid 65534 and could bind only what it reached. The
 * launcher is root and binds with open_tree, so it reaches any host path, and inside the sandbox
 * only the bound tree's own modes count: its host parents are not on the sandbox's path (/opt and
 * the mount point are the sandbox's own, 0755). A directory bound directly therefore reads as it
 * does through the staged bind (which shows the directory's own mode too), and a copied file keeps
 * its mode; the staging gives the sandbox user nothing the direct bind would not, and a path whose
 * own mode shuts uid 65534 out stays shut either way.
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
  private readonly bindMounts: string[] = [];

  constructor(
    private readonly toolsDir: string,
    private readonly isolated: boolean,
  ) {}

  async expose(hostPath: string, name: string): Promise<ExposedPath> {
    if (!this.isolated) return { path: hostPath, mounts: [] };
    const target = `/opt/${name}`;
    if (reachableBySandboxUser(hostPath)) return { path: target, mounts: [{ source: hostPath, target }] };
    mkdirSync(this.toolsDir, { recursive: true, mode: 0o755 });
    const staged = path.join(this.toolsDir, name);
    if (statSync(hostPath).isDirectory()) {
      mkdirSync(staged, { recursive: true, mode: 0o755 });
      await hostCommand('mount', ['--bind', hostPath, staged]);
      this.bindMounts.push(staged);
      await hostCommand('mount', ['-o', 'remount,bind,ro', staged]);
    } else {
      copyFileSync(hostPath, staged);
    }
    return { path: target, mounts: [{ source: staged, target }] };
  }

  async close(): Promise<void> {
    for (const dir of this.bindMounts.splice(0))
      await hostCommand('umount', ['-l', dir]).catch(() => undefined);
  }
}
