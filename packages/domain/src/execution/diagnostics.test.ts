import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, DIAGNOSTICS_TIMING, describeDiagnosticCode } from './diagnostics';

describe('network diagnostics (spec sections 8 and 9)', () => {
  it('has the codes', () => {
    expect(Object.values(DIAGNOSTIC_CODES)).toEqual([200, 418, 455, 500, 4000, 4001, 4002]);
  });

  it('has the timings', () => {
    expect(DIAGNOSTICS_TIMING).toEqual({
      HTTP_TIMEOUT_MS: 3000,
      HTTP_RETRIES: 3,
      WS_TIMEOUT_MS: 18000,
      WS_RECONNECT_DELAY_MS: 2000,
      WS_MAX_RETRIES: 3,
      WS_UPGRADE_CHECK_INTERVAL_MS: 30000,
      WS_UPGRADE_CHECK_MAX_ATTEMPTS: 5,
      PING_INTERVAL_MS: 2000,
      OTHER_TIMER_LONG_MS: 15000,
      OTHER_TIMER_SHORT_MS: 8000,
    });
  });

  it.each([
    [200, 'OK'],
    [418, 'forbidden'],
    [455, 'timeout'],
    [500, 'server error'],
    [4000, 'Something went wrong. '],
    [4002, 'Something went wrong. '],
    [999, 'Something went wrong. '],
  ])('%i -> %j', (code, text) => {
    expect(describeDiagnosticCode(code)).toBe(text);
  });
});
