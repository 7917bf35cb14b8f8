import { chmodSync, chownSync, mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { hostCommand } from './host-command';
import { SANDBOX_GID, SANDBOX_UID } from './program-files';

/**
 * Work directories, one per pool slot, each a size- and inode-capped tmpfs mounted once at start:
 * a run cannot fill the host's disk, and reusing the mount keeps mount(8) off the request path.
 * A slot is emptied after its run, before the pool hands it to the next one.
 */

/** Entries of a slot unlinked on the event loop before the rest go to the thread pool. */
const SYNC_UNLINKS = 64;

export interface WorkSlot {
  readonly index: number;
  readonly dir: string;
}

export class WorkSlots {
  readonly slots: WorkSlot[] = [];
  private mounted: string[] = [];
  /** False when tmpfs could not be mounted (not root): directories on the state disk instead. */
  sizeCapped = true;

  constructor(
    private readonly root: string,
    private readonly count: number,
    private readonly sizeBytes: number,
    private readonly owner: { uid: number; gid: number } | null,
  ) {}

  async open(): Promise<void> {
    for (let index = 0; index < this.count; index++) {
      const dir = path.join(this.root, `slot-${index}`);
      mkdirSync(dir, { recursive: true, mode: 0o755 });
      if (this.sizeCapped) {
        try {
          await hostCommand('mount', [
            '-t',
            'tmpfs',
            '-o',
            // 8192 inodes bounds how long emptying a slot can take whatever a program creates.
            `size=${this.sizeBytes},nr_inodes=8192,mode=0755,uid=${this.owner?.uid ?? SANDBOX_UID},gid=${this.owner?.gid ?? SANDBOX_GID},nosuid,nodev`,
            'tmpfs',
            dir,
          ]);
          this.mounted.push(dir);
        } catch {
          this.sizeCapped = false;
        }
      }
      this.resetOwner(dir);
      this.slots.push({ index, dir });
    }
  }

  private resetOwner(dir: string): void {
    // The sandbox user owns its work dir and may have chmod-ed it; give it back in a known state.
    if (this.owner) chownSync(dir, this.owner.uid, this.owner.gid);
    chmodSync(dir, 0o755);
  }

  /**
   * Empties a slot. Neither unlink nor rm follows a symlink, so whatever a program planted is only
   * unlinked. The common case, a few files, is unlinked here and now: a trip through libuv's thread
   * pool per entry cost more than the unlink itself (issue 19). Folders, and entries past the first
   * SYNC_UNLINKS, go to rm in the pool, so a run that left thousands of them never holds up the
   * event loop.
   */
  async reset(slot: WorkSlot): Promise<void> {
    const later: string[] = [];
    for (const [index, entry] of readdirSync(slot.dir, { withFileTypes: true }).entries()) {
      const file = path.join(slot.dir, entry.name);
      if (entry.isDirectory() || index >= SYNC_UNLINKS || !unlinked(file)) later.push(file);
    }
    await Promise.all(later.map((file) => rm(file, { recursive: true, force: true })));
    this.resetOwner(slot.dir);
  }

  async close(): Promise<void> {
    for (const dir of this.mounted) await hostCommand('umount', ['-l', dir]).catch(() => undefined);
    this.mounted = [];
    await rm(this.root, { recursive: true, force: true });
  }
}

function unlinked(file: string): boolean {
  try {
    unlinkSync(file);
    return true;
  } catch {
    // Whatever the reason (a folder the entry type did not show, say), rm has the last word.
    return false;
  }
}
