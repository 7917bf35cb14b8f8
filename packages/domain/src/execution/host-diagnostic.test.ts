import { describe, expect, it } from 'vitest';
import { diagnosticCodeForProbe, type HostProbeOutcome, shouldRetryHostProbe } from './host-diagnostic';

describe('host diagnostic (spec sections 8 and 9)', () => {
  it.each<[HostProbeOutcome, number]>([
    [{ status: 200 }, 200],
    [{ status: 204 }, 200],
    [{ status: 403 }, 418],
    [{ status: 401 }, 418],
    [{ status: 418 }, 418],
    [{ timedOut: true }, 455],
    [{ timedOut: true, status: 200 }, 455],
    [{ status: 500 }, 500],
    [{ status: 404 }, 500],
    [{ status: null }, 500],
    [{}, 500],
  ])('%j -> %i', (outcome, code) => {
    expect(diagnosticCodeForProbe(outcome)).toBe(code);
  });

  it('retries a failed probe 3 times, never a good one', () => {
    expect([1, 2, 3, 4].map((attempt) => shouldRetryHostProbe(500, attempt))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryHostProbe(455, 3)).toBe(true);
    expect(shouldRetryHostProbe(200, 1)).toBe(false);
  });
});
