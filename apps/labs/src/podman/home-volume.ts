import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
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

  /** Whether the home was made before (by an earlier session or an earlier copy of the host). */
  exists(labId: string): boolean {
    return existsSync(this.imageFile(labId));
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

  /**
   * A new home as a copy of a seeded template file (home-template.ts): the file system is copied
   * whole, sparse, never read file by file on the host. Same size as the template.
   */
  async createFrom(labId: string, template: string): Promise<string> {
    const file = this.imageFile(labId);
    // 'wx' as in create: never over a learner's home.
    writeFileSync(file, '', { flag: 'wx' });
    try {
      await mustRun('cp', ['--sparse=always', template, file]);
      return await this.ensureMounted(labId);
    } catch (error) {
      // The file is ours and holds no one's work yet.
      await this.remove(labId);
      throw error;
    }
  }

  /** The file system image of a home (for templates); unmounted first when it is mounted. */
  async unmount(labId: string): Promise<string> {
    const target = this.mountPoint(labId);
    if (isMounted(target)) await mustRun('umount', [target]);
    if (existsSync(target)) rmdirSync(target);
    return this.imageFile(labId);
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
    await removeMountPoint(target);
    rmSync(this.imageFile(labId), { force: true });
  }
}

/**
 * Removes an unmounted home's directory. A container being torn down may still hold the mount in
 * its own namespace for a moment (rmdir answers EBUSY): try again for up to 2 s, then leave the
 * empty directory — the home's file is what holds the learner's work, and it goes regardless.
 */
async function removeMountPoint(target: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      rmSync(target, { recursive: true, force: true });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error;
      await sleep(100);
    }
  }
}

export function isMounted(target: string): boolean {
  return readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .some((line) => line.split(' ')[4] === target);
}
