import { DomainError, LAB_MESSAGES, labTimeLeftMs, STATUS } from '@learnbox/domain';
import type { LabInstanceRow, LabsRepository } from '../labs.repository';

/**
 * The user's open lab and the owner-only lookup every instance route goes through: another user's
 * instance, an ended one and a made-up id all answer the same 404, so ids reveal nothing.
 */
export function createOpenInstances(repo: LabsRepository, now: () => Date) {
  /** The user's open lab, closed first when its time ran out (the host stops it on its own). */
  async function openInstanceOf(userId: string): Promise<LabInstanceRow | null> {
    const open = await repo.openInstanceOf(userId);
    if (open && labTimeLeftMs(open.expiresAt, now()) === 0) {
      await repo.endInstance(open.id, open.expiresAt);
      return null;
    }
    return open;
  }

  /** One of the user's open sessions, or 404. */
  async function ownOpenInstance(userId: string, instanceId: string): Promise<LabInstanceRow> {
    const open = await openInstanceOf(userId);
    if (!open || open.id !== instanceId)
      throw new DomainError(LAB_MESSAGES.SESSION_NOT_FOUND, STATUS.NOT_FOUND);
    return open;
  }

  return { openInstanceOf, ownOpenInstance };
}

export type OpenInstances = ReturnType<typeof createOpenInstances>;
