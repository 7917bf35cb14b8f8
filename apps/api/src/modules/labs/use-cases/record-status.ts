import { advanceContainerStatus, isLiveContainerStatus, type LiveContainerStatus } from '@learnbox/domain';
import type { LabInstanceRow, LabsRepository } from '../labs.repository';

/** The stored status as the machine knows it (a row from before the machine reads as ALLOCATED). */
export function storedStatus(instance: LabInstanceRow): LiveContainerStatus {
  return isLiveContainerStatus(instance.status) ? instance.status : 'ALLOCATED';
}

/**
 * Moves the stored status toward what the host shows, along the domain's status machine only
 * (several legal moves at once when the host ran ahead; a stale observation moves nothing).
 */
export async function recordObservedStatus(
  repo: LabsRepository,
  instance: LabInstanceRow,
  observed: LiveContainerStatus,
): Promise<LiveContainerStatus> {
  const next = advanceContainerStatus(storedStatus(instance), observed);
  if (next !== instance.status) await repo.setInstanceStatus(instance.id, next);
  return next;
}
