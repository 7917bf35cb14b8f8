/**
 * Where code runs are sent (spec section 4 "Execution target", section 6 "Execution",
 * section 9 "Proxy fallback lasts 1 hour").
 */

/** Execution targets (spec section 4 "Execution target"). */
export const EXECUTION_TARGETS = ['default', 'devpath', 'proxy'] as const;
/** One of EXECUTION_TARGETS (spec section 4 "Execution target"). */
export type ExecutionTarget = (typeof EXECUTION_TARGETS)[number];

/** After a failed direct call, runs go through the proxy for 1 hour (spec section 9). */
export const PROXY_FALLBACK_MS = 3_600_000;

/** Headers of a direct execution call (spec section 7 "Code execution"). */
export const EXECUTION_HEADERS = {
  USER_ID: 'X-User-Id',
  PROXY_AUTHORIZATION: 'X-Proxy-Authorization',
  USE_TESTBOX: 'X-Use-Testbox',
} as const;

/** The remembered fallback: until when runs must use the proxy (epoch ms), or null. */
export interface ExecutionTargetState {
  proxyUntil: number | null;
}

/** No proxy fallback in force (spec section 4). */
export const initialExecutionTargetState: ExecutionTargetState = { proxyUntil: null };

/** A direct call failed: switch to the proxy for 1 hour from now (spec section 4). */
export function recordDirectCallFailure(now: number): ExecutionTargetState {
  return { proxyUntil: now + PROXY_FALLBACK_MS };
}

/**
 * Picks the target of the next run (spec sections 4 and 6):
 * - proxy while the fallback window is open; at exactly proxyUntil it reverts;
 * - otherwise internal staff go to the test path (devpath) for `trafficSplitPercent` percent
 *   of runs, drawn with the injected `random` (0 <= r < 1);
 * - otherwise default.
 * The proxy wins over devpath: a broken direct route is broken for staff too.
 */
export function chooseExecutionTarget(input: {
  state: ExecutionTargetState;
  now: number;
  isInternalStaff: boolean;
  trafficSplitPercent: number;
  random: () => number;
}): ExecutionTarget {
  if (input.state.proxyUntil !== null && input.now < input.state.proxyUntil) return 'proxy';
  if (
    input.isInternalStaff &&
    input.trafficSplitPercent > 0 &&
    input.random() * 100 < input.trafficSplitPercent
  ) {
    return 'devpath';
  }
  return 'default';
}

/** Drops an expired fallback so the stored state reverts to default (spec section 4). */
export function expireProxyFallback(state: ExecutionTargetState, now: number): ExecutionTargetState {
  return state.proxyUntil !== null && now >= state.proxyUntil ? initialExecutionTargetState : state;
}
