import { LIVE_STATUS_MESSAGES } from '../errors/messages';

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
