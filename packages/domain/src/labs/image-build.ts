/**
 * Container image builds (spec section 4 "Image build status", section 9 "Image build polling").
 */

/** PENDING means in progress (spec section 4). */
export const IMAGE_BUILD_STATUSES = ['PENDING', 'SUCCESS', 'FAILURE'] as const;
/** One of IMAGE_BUILD_STATUSES (spec section 4). */
export type ImageBuildStatus = (typeof IMAGE_BUILD_STATUSES)[number];

/** Polling timings (spec sections 4 and 9). */
export const IMAGE_BUILD_POLLING = {
  FIRST_CHECK_MS: 1000,
  INTERVAL_MS: 3000,
  SERVER_ERROR_RETRY_MS: 3000,
} as const;

/** Poll again after a delay, or stop with the final status (spec section 4). */
export type PollDecision =
  | { action: 'poll'; delayMs: number }
  | { action: 'stop'; status: ImageBuildStatus | null };

/**
 * What to do after a status check (spec section 4): the first check comes 1 s after the start
 * (pass no check); PENDING polls again in 3 s; a 500 on the check retries in 3 s; any other
 * result stops. Another HTTP error also stops, with no status, since retrying a 4xx cannot help.
 */
export function decideImageBuildPoll(
  check: { httpStatus: number; buildStatus?: string | null } | null,
): PollDecision {
  if (check === null) return { action: 'poll', delayMs: IMAGE_BUILD_POLLING.FIRST_CHECK_MS };
  if (check.httpStatus === 500) return { action: 'poll', delayMs: IMAGE_BUILD_POLLING.SERVER_ERROR_RETRY_MS };
  if (check.httpStatus < 200 || check.httpStatus >= 300) return { action: 'stop', status: null };
  if (check.buildStatus === 'PENDING') return { action: 'poll', delayMs: IMAGE_BUILD_POLLING.INTERVAL_MS };
  return { action: 'stop', status: check.buildStatus === 'SUCCESS' ? 'SUCCESS' : 'FAILURE' };
}

/** The build part of the container build state (spec section 3 "Container build state"). */
export interface ImageBuildState {
  /** True from the rebuild request until the server accepts or refuses it. */
  pending: boolean;
  buildStatus: ImageBuildStatus | null;
  imageName: string | null;
}

/** No build known yet (spec section 4). */
export const initialImageBuildState: ImageBuildState = { pending: false, buildStatus: null, imageName: null };

/** Rebuild and status-check events (spec section 4 "Image build status"). */
export type ImageBuildAction =
  | { type: 'rebuildRequested' }
  | { type: 'rebuildAccepted'; imageName: string }
  | { type: 'rebuildFailed' }
  | { type: 'statusChecked'; buildStatus: ImageBuildStatus };

/**
 * A rebuild sets pending, then PENDING with the new image name, or FAILURE on error
 * (spec section 4 "Image build status"); later checks store the polled status.
 */
export function reduceImageBuild(state: ImageBuildState, action: ImageBuildAction): ImageBuildState {
  switch (action.type) {
    case 'rebuildRequested':
      return { ...state, pending: true };
    case 'rebuildAccepted':
      return { pending: false, buildStatus: 'PENDING', imageName: action.imageName };
    case 'rebuildFailed':
      return { ...state, pending: false, buildStatus: 'FAILURE' };
    case 'statusChecked':
      return { ...state, buildStatus: action.buildStatus };
  }
}

/** The local base image every lab Dockerfile starts FROM (built from Debian packages, no registry). */
export const LAB_BASE_IMAGE = 'learnbox/lab-base:bookworm';

/** The image a lab's build produces: one tag per build, so a rebuild never replaces a running image. */
export function labImageName(labSlug: string, buildNumber: number): string {
  return `learnbox/lab-${labSlug}:${buildNumber}`;
}
