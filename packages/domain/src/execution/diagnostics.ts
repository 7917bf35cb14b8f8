import { DIAGNOSTICS_DEFAULT_TEXT } from '../errors/messages';

/** Network diagnostic result codes (spec section 8 "Diagnostic codes"). */
export const DIAGNOSTIC_CODES = {
  OK: 200,
  FORBIDDEN: 418,
  TIMEOUT: 455,
  SERVER_ERROR: 500,
  WS_4000: 4000,
  WS_4001: 4001,
  WS_4002: 4002,
} as const;
/** One of DIAGNOSTIC_CODES (spec section 8 "Diagnostic codes"). */
export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[keyof typeof DIAGNOSTIC_CODES];

/** Diagnostics and websocket timings (spec section 9 "Execution and polling"). */
export const DIAGNOSTICS_TIMING = {
  HTTP_TIMEOUT_MS: 3000,
  HTTP_RETRIES: 3,
  WS_TIMEOUT_MS: 18_000,
  WS_RECONNECT_DELAY_MS: 2000,
  WS_MAX_RETRIES: 3,
  WS_UPGRADE_CHECK_INTERVAL_MS: 30_000,
  WS_UPGRADE_CHECK_MAX_ATTEMPTS: 5,
  PING_INTERVAL_MS: 2000,
  /** The spec names two more timers, 15 s and 8 s, without their purpose. */
  OTHER_TIMER_LONG_MS: 15_000,
  OTHER_TIMER_SHORT_MS: 8000,
} as const;

/**
 * Text logged for a diagnostic code (spec section 8). The spec names 418 forbidden and
 * 455 timeout; the websocket codes have no stated meaning, so they, like anything unknown,
 * get the default text 'Something went wrong. '.
 */
export function describeDiagnosticCode(code: number): string {
  switch (code) {
    case DIAGNOSTIC_CODES.OK:
      return 'OK';
    case DIAGNOSTIC_CODES.FORBIDDEN:
      return 'forbidden';
    case DIAGNOSTIC_CODES.TIMEOUT:
      return 'timeout';
    case DIAGNOSTIC_CODES.SERVER_ERROR:
      return 'server error';
    default:
      return DIAGNOSTICS_DEFAULT_TEXT;
  }
}
