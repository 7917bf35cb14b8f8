import { type EmailClaim, hasTrustedEmail } from '../auth/trusted-email';
import type { LiveContainerStatus } from './container-status';

/**
 * How the live host's view of a lab becomes the spec's container statuses (section 4). The host
 * says whether the image is there (it builds a missing one from the lab's Dockerfile: the "pull")
 * and what the container is doing; the api answers image/status and int-daemon/status with these.
 */
export type HostImageState = 'present' | 'pulling' | 'failed';
export type HostContainerState = 'created' | 'running' | 'stopped' | 'missing';

/** GET .../image/status: PULLING while the image is made, PULLED once there, else PULL_FAILED. */
export function imageStatusOf(image: HostImageState): LiveContainerStatus {
  if (image === 'present') return 'PULLED';
  return image === 'pulling' ? 'PULLING' : 'PULL_FAILED';
}

/**
 * GET .../int-daemon/status: RUNNING once the container runs, WAITING_FOR_DAEMON while it is
 * created but not yet up (or its image is still coming), DAEMON_FAILED when it stopped or is gone.
 */
export function daemonStatusOf(image: HostImageState, container: HostContainerState): LiveContainerStatus {
  if (image === 'failed') return 'PULL_FAILED';
  if (container === 'running') return 'RUNNING';
  if (container === 'created' || image === 'pulling') return 'WAITING_FOR_DAEMON';
  return 'DAEMON_FAILED';
}

/** Who may change a lab: its author, by verified address (issue 10's trustedEmail), or internal staff. */
export function canEditLab(
  lab: { authorEmail: string },
  user: (EmailClaim & { isInternalStaff: boolean }) | null,
): boolean {
  if (!user) return false;
  return user.isInternalStaff || hasTrustedEmail(user, lab.authorEmail);
}
