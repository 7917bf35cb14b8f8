import { DomainError } from '../errors/domain-error';
import { KNOWN_MESSAGES } from '../errors/messages';
import { STATUS } from '../errors/status';
import { LAB_MESSAGES } from './messages';

/**
 * Who may start a cloud lab and for how long (issue 13: "One lab at a time per user; labs count
 * against the plan (subscribers; a short free taste for others)"). The numbers are ours: a
 * session long enough for a lab's exercises, a taste long enough to finish the Linux lab once.
 */
export const LAB_ALLOWANCE = {
  /** One session of a subscriber; the learner can start again when it ends, their files kept. */
  SUBSCRIBER_SESSION_MS: 2 * 60 * 60_000,
  /** Lab time a non-subscriber gets over the window below. */
  FREE_TASTE_MS: 20 * 60_000,
  /** The window the free taste is counted over, so it comes back once a month. */
  FREE_TASTE_WINDOW_MS: 30 * 24 * 60 * 60_000,
} as const;

/** The lab a user already has open (a lab instance not yet stopped or expired). */
export interface OpenLab {
  instanceId: string;
  labId: string;
}

export interface LabStartRequest {
  /** Null for a logged-out visitor. */
  userId: string | null;
  /** Any active subscription or trial counts (spec section 4 "Subscription and team"). */
  subscribed: boolean;
  labId: string;
  openLab: OpenLab | null;
  /** Lab time already used inside FREE_TASTE_WINDOW_MS; ignored for subscribers. */
  freeTasteUsedMs: number;
}

export type LabStartDecision =
  | { action: 'resume'; instanceId: string }
  | { action: 'start'; sessionMs: number };

/**
 * Decides a lab start: the same lab already open is resumed (a reconnect, not a second lab);
 * another open lab refuses with the spec's sentence (spec section 8 "Known messages"); a
 * non-subscriber gets what is left of the taste, and nothing once it is used.
 */
export function decideLabStart(request: LabStartRequest): LabStartDecision {
  if (request.userId === null) throw new DomainError(LAB_MESSAGES.LOGIN_REQUIRED, STATUS.UNAUTHORIZED);
  if (request.openLab) {
    if (request.openLab.labId === request.labId)
      return { action: 'resume', instanceId: request.openLab.instanceId };
    throw new DomainError(KNOWN_MESSAGES.LAB_ALREADY_IN_PROGRESS, STATUS.OPERATION_NOT_ALLOWED);
  }
  if (request.subscribed) return { action: 'start', sessionMs: LAB_ALLOWANCE.SUBSCRIBER_SESSION_MS };
  const left = LAB_ALLOWANCE.FREE_TASTE_MS - Math.max(0, request.freeTasteUsedMs);
  if (left <= 0) throw new DomainError(LAB_MESSAGES.FREE_TASTE_USED, STATUS.ACCESS_DENIED);
  return { action: 'start', sessionMs: left };
}

/** Milliseconds a session has left at `now`, never below 0 (the learner sees the time left). */
export function labTimeLeftMs(expiresAt: Date, now: Date): number {
  return Math.max(0, expiresAt.getTime() - now.getTime());
}

/** Lab time a finished or running session used, for the free taste: from start to stop or now. */
export function labTimeUsedMs(session: { startedAt: Date; endedAt: Date | null }, now: Date): number {
  const end = session.endedAt ?? now;
  return Math.max(0, end.getTime() - session.startedAt.getTime());
}
