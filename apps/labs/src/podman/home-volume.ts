import { existsSync, mkdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LAB_USER } from '../images/base-image';
import { mustRun, runCommand } from './host-command';

/**
 * A lab's home is an ext4 file system in a sparse file of its own, loop-mounted on the host and
 * bound into the container. Why not a podman volume: podman's `size=` option needs XFS project
 * quotas and this host is ext4; a file system of fixed size is a hard quota that needs no quota
 * tools, survives container stop/start and host restarts (the file stays), and is removed with
 * the lab. Its root belongs to the lab's unprivileged user.
 */
export class HomeVolumes {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  mountPoint(labId: string): string {
    return join(this.dir, labId);
  }

  private imageFile(labId: string): string {
    return join(this.dir, `${labId}.ext4`);
  }

  /** The home of an earlier session when there is one (mounted again), else a new one. */
  async open(labId: string, bytes: number): Promise<string> {
    return existsSync(this.imageFile(labId)) ? this.ensureMounted(labId) : this.create(labId, bytes);
  }

  async create(labId: string, bytes: number): Promise<string> {
    const file = this.imageFile(labId);
    // 'wx': an existing home is a learner's work; creating over it must fail, never wipe it.
    writeFileSync(file, '', { flag: 'wx' });
    truncateSync(file, bytes);
    const owner = `root_owner=${LAB_USER.uid}:${LAB_USER.gid}`;
    // -m 0: no blocks reserved for root, the learner gets the whole size.
    await mustRun('mkfs.ext4', ['-q', '-F', '-m', '0', '-E', owner, file]);
    return this.ensureMounted(labId);
  }

  /** Mounts the home if it is not (after a host restart); nosuid/nodev so it cannot carry privileges. */
  async ensureMounted(labId: string): Promise<string> {
    const target = this.mountPoint(labId);
    if (isMounted(target)) return target;
    mkdirSync(target, { recursive: true });
    await mustRun('mount', ['-o', 'loop,nosuid,nodev', this.imageFile(labId), target]);
    return target;
  }

  async remove(labId: string): Promise<void> {
    const target = this.mountPoint(labId);
    // The container's last process may still hold the mount for a moment after removal.
    for (let attempt = 0; isMounted(target) && attempt < 20; attempt++) {
      if ((await runCommand('umount', [target])).code !== 0) await sleep(100);
    }
    if (isMounted(target)) await mustRun('umount', ['--lazy', target]);
    rmSync(target, { recursive: true, force: true });
    rmSync(this.imageFile(labId), { force: true });
  }
}

export function isMounted(target: string): boolean {
  return readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .some((line) => line.split(' ')[4] === target);
}
