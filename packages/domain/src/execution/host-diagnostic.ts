import { DIAGNOSTIC_CODES, DIAGNOSTICS_TIMING, type DiagnosticCode } from './diagnostics';

/**
 * A diagnostic of the execution hosts (spec section 8 "Code run behaviour": when retries run out
 * or a run times out, "a diagnostic of both execution hosts is sent"). Each host is probed over
 * HTTP with the spec's 3 s timeout and 3 retries (section 9); the outcome becomes one of the
 * spec's diagnostic codes.
 */

/** What one probe of a host saw: an HTTP status, a timeout, or nothing at all. */
export interface HostProbeOutcome {
  status?: number | null | undefined;
  timedOut?: boolean;
}

/**
 * 2xx is OK; 401, 403 and 418 mean the host refused us (forbidden); a timeout is a timeout; any
 * other status, or none at all (the network failed), counts as a server error.
 */
export function diagnosticCodeForProbe(outcome: HostProbeOutcome): DiagnosticCode {
  if (outcome.timedOut) return DIAGNOSTIC_CODES.TIMEOUT;
  const { status } = outcome;
  if (typeof status === 'number' && status >= 200 && status < 300) return DIAGNOSTIC_CODES.OK;
  if (status === 401 || status === 403 || status === 418) return DIAGNOSTIC_CODES.FORBIDDEN;
  return DIAGNOSTIC_CODES.SERVER_ERROR;
}

/** Probe again after a failed attempt while `attempt` (1-based) is at most the spec's 3 retries. */
export function shouldRetryHostProbe(code: DiagnosticCode, attempt: number): boolean {
  return code !== DIAGNOSTIC_CODES.OK && attempt <= DIAGNOSTICS_TIMING.HTTP_RETRIES;
}
