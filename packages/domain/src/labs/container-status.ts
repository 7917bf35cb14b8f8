import { DomainError } from '../errors/domain-error';
import { STATUS } from '../errors/status';
import { LAB_MESSAGES, LIVE_STATUS_MESSAGES } from './messages';

/** Live container statuses (spec section 4 "Live container status"). */
export const LIVE_CONTAINER_STATUSES = [
  'CONTAINER_OFFLINE',
  'ALLOCATING',
  'ALLOCATED',
  'ALLOCATION_FAILED',
  'WAITING_FOR_DAEMON',
  'PULLING',
  'PULLED',
  'PULL_FAILED',
  'DAEMON_FAILED',
  'UPDATING',
  'UPDATED',
  'UPDATE_FAILED',
  'PING_APP_FAILED',
  'NO_RESPONSE',
  'RUNNING',
] as const;
/** One of LIVE_CONTAINER_STATUSES (spec section 4 "Live container status"). */
export type LiveContainerStatus = (typeof LIVE_CONTAINER_STATUSES)[number];

/** Failure states are the allocation, daemon and update failures (spec section 4). */
export const CONTAINER_FAILURE_STATUSES = ['ALLOCATION_FAILED', 'DAEMON_FAILED', 'UPDATE_FAILED'] as const;

/** An allocation failure returns the allocation-failed status (spec section 8). */
export const ALLOCATION_ERROR_STATUS: LiveContainerStatus = 'ALLOCATION_FAILED';

/** True for a known status (spec section 4). */
export function isLiveContainerStatus(value: unknown): value is LiveContainerStatus {
  return typeof value === 'string' && (LIVE_CONTAINER_STATUSES as readonly string[]).includes(value);
}

/** True for the three failure states of spec section 4. */
export function isContainerFailureStatus(status: string): boolean {
  return (CONTAINER_FAILURE_STATUSES as readonly string[]).includes(status);
}

/**
 * The message shown for a status (spec section 8 "Live status messages"), or undefined for
 * statuses that need none. PULL_FAILED, PING_APP_FAILED and NO_RESPONSE have messages without
 * being failure states: the container is still there and a new run may recover it.
 */
export function getLiveStatusMessage(status: string): string | undefined {
  return Object.hasOwn(LIVE_STATUS_MESSAGES, status)
    ? LIVE_STATUS_MESSAGES[status as keyof typeof LIVE_STATUS_MESSAGES]
    : undefined;
}

/**
 * The legal moves of the status machine. The spec lists the states only; the order is ours,
 * following the calls of spec section 7: allocate (ALLOCATING, ALLOCATED), image/status (PULLING,
 * PULLED), int-daemon/status (WAITING_FOR_DAEMON, RUNNING), then each run of the learner's code
 * (UPDATING, UPDATED, and the app checks PING_APP_FAILED / NO_RESPONSE). A warm container already
 * holds its image, so ALLOCATED may skip the pull. Every state may go offline (stop, idle timeout,
 * expiry), and every failure or stuck state may start again with a new allocation ("Run again").
 */
const NEXT_STATUSES: Readonly<Record<LiveContainerStatus, readonly LiveContainerStatus[]>> = {
  CONTAINER_OFFLINE: ['ALLOCATING'],
  ALLOCATING: ['ALLOCATED', 'ALLOCATION_FAILED'],
  ALLOCATED: ['PULLING', 'WAITING_FOR_DAEMON'],
  ALLOCATION_FAILED: ['ALLOCATING'],
  PULLING: ['PULLED', 'PULL_FAILED'],
  PULLED: ['WAITING_FOR_DAEMON'],
  PULL_FAILED: ['PULLING', 'ALLOCATING'],
  WAITING_FOR_DAEMON: ['RUNNING', 'DAEMON_FAILED'],
  DAEMON_FAILED: ['ALLOCATING'],
  RUNNING: ['UPDATING'],
  UPDATING: ['UPDATED', 'UPDATE_FAILED'],
  UPDATED: ['RUNNING', 'PING_APP_FAILED', 'NO_RESPONSE'],
  UPDATE_FAILED: ['UPDATING', 'ALLOCATING'],
  PING_APP_FAILED: ['UPDATING', 'RUNNING', 'ALLOCATING'],
  NO_RESPONSE: ['UPDATING', 'RUNNING', 'ALLOCATING'],
};

/** True when the machine may move from `from` to `to`; going offline is always allowed. */
export function canTransition(from: LiveContainerStatus, to: LiveContainerStatus): boolean {
  return to === 'CONTAINER_OFFLINE' ? from !== 'CONTAINER_OFFLINE' : NEXT_STATUSES[from].includes(to);
}

/** The statuses reachable in one move from `from`, offline included. */
export function nextContainerStatuses(from: LiveContainerStatus): readonly LiveContainerStatus[] {
  return from === 'CONTAINER_OFFLINE' ? NEXT_STATUSES[from] : [...NEXT_STATUSES[from], 'CONTAINER_OFFLINE'];
}

/** Moves the machine, or throws a 400 DomainError naming both ends for an illegal move. */
export function transitionContainer(from: LiveContainerStatus, to: LiveContainerStatus): LiveContainerStatus {
  if (!canTransition(from, to))
    throw new DomainError(LAB_MESSAGES.ILLEGAL_TRANSITION, STATUS.OPERATION_NOT_ALLOWED, {
      status: `${from} -> ${to}`,
    });
  return to;
}

/** A lab still holds its container in every state but offline and the allocation failure. */
export function holdsContainer(status: LiveContainerStatus): boolean {
  return status !== 'CONTAINER_OFFLINE' && status !== 'ALLOCATION_FAILED';
}

/**
 * Where the machine goes when the live host is seen in `observed`: the host moves on its own
 * between polls, so one poll may see several moves at once (PULLED, then RUNNING). The machine
 * follows the shortest path of legal moves to `observed`, never through a new allocation or
 * offline (only allocate and the session's end do those); an observation it cannot reach that way
 * is stale (the image status read after the container runs) and leaves the status where it is.
 */
export function advanceContainerStatus(
  from: LiveContainerStatus,
  observed: LiveContainerStatus,
): LiveContainerStatus {
  if (from === observed) return from;
  const seen = new Set<LiveContainerStatus>([from]);
  let frontier: LiveContainerStatus[] = [from];
  while (frontier.length > 0) {
    const next: LiveContainerStatus[] = [];
    for (const status of frontier)
      for (const to of NEXT_STATUSES[status]) {
        if (to === observed) return observed;
        if (seen.has(to) || to === 'ALLOCATING') continue;
        seen.add(to);
        next.push(to);
      }
    frontier = next;
  }
  return from;
}
