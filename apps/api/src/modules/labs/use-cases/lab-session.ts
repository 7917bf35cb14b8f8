import type { LabSessionReply } from '@learnbox/contracts';
import { daemonStatusOf, transitionContainer } from '@learnbox/domain';
import type { LabHost } from '../lab-host';
import type { LabsRepository } from '../labs.repository';
import type { OpenInstances } from './open-instance';
import { recordObservedStatus, storedStatus } from './record-status';

/** Ending and resetting the learner's open lab (owner only, like every instance route). */
export function createLabSessions(
  repo: LabsRepository,
  host: LabHost,
  instances: OpenInstances,
  now: () => Date,
) {
  return {
    /**
     * DELETE /api/instances/:instanceId: the host stops the container (the home stays for the
     * next session), then the session ends. A host that cannot be reached answers 503 and the
     * session stays open, so the learner can try again rather than leave a container running.
     */
    async end(userId: string, instanceId: string): Promise<LabSessionReply> {
      const instance = await instances.ownOpenInstance(userId, instanceId);
      await host.stop(instance.id);
      const endedAt = now();
      const offline = transitionContainer(storedStatus(instance), 'CONTAINER_OFFLINE');
      await repo.endInstance(instance.id, endedAt, offline);
      return { instance_id: instance.id, vm_status: offline, ended_at: endedAt.toISOString() };
    },

    /**
     * POST /api/instances/:instanceId/reset: the host puts the home back to the author's starter
     * files and restarts the terminals; the session and its time left are unchanged.
     */
    async reset(userId: string, instanceId: string): Promise<LabSessionReply> {
      const instance = await instances.ownOpenInstance(userId, instanceId);
      const state = await host.reset(instance.id);
      const status = daemonStatusOf(state.image, state.state);
      await recordObservedStatus(repo, instance, status);
      return { instance_id: instance.id, vm_status: status, ended_at: null };
    },
  };
}
