import { describe, expect, it } from 'vitest';
import {
  chooseExecutionTarget,
  EXECUTION_HEADERS,
  EXECUTION_TARGETS,
  expireProxyFallback,
  initialExecutionTargetState,
  PROXY_FALLBACK_MS,
  recordDirectCallFailure,
} from './execution-target';

const NOW = 1_000_000;
type TargetInput = Parameters<typeof chooseExecutionTarget>[0];
const pick = (fields: Partial<TargetInput>) =>
  chooseExecutionTarget({
    state: initialExecutionTargetState,
    now: NOW,
    isInternalStaff: false,
    trafficSplitPercent: 0,
    random: () => 0.5,
    ...fields,
  });

describe('execution target (spec sections 4, 6 and 9)', () => {
  it('has the targets, the 1-hour fallback and the headers', () => {
    expect(EXECUTION_TARGETS).toEqual(['default', 'devpath', 'proxy']);
    expect(PROXY_FALLBACK_MS).toBe(3600000);
    expect(EXECUTION_HEADERS).toEqual({
      USER_ID: 'X-User-Id',
      PROXY_AUTHORIZATION: 'X-Proxy-Authorization',
      USE_TESTBOX: 'X-Use-Testbox',
    });
  });

  it('switches to the proxy for 1 hour after a failed direct call, then reverts', () => {
    const state = recordDirectCallFailure(NOW);
    expect(state).toEqual({ proxyUntil: NOW + 3600000 });
    expect(pick({ state, now: NOW })).toBe('proxy');
    expect(pick({ state, now: NOW + 3599999 })).toBe('proxy');
    expect(pick({ state, now: NOW + 3600000 })).toBe('default');
    expect(expireProxyFallback(state, NOW + 3599999)).toBe(state);
    expect(expireProxyFallback(state, NOW + 3600000)).toEqual({ proxyUntil: null });
  });

  it.each<[string, Partial<TargetInput>, string]>([
    ['non-staff never go to devpath', { isInternalStaff: false, trafficSplitPercent: 100 }, 'default'],
    [
      'staff inside the split',
      { isInternalStaff: true, trafficSplitPercent: 30, random: () => 0.29 },
      'devpath',
    ],
    [
      'staff at the split edge',
      { isInternalStaff: true, trafficSplitPercent: 30, random: () => 0.3 },
      'default',
    ],
    [
      'staff with a zero split',
      { isInternalStaff: true, trafficSplitPercent: 0, random: () => 0 },
      'default',
    ],
    [
      'staff with a full split',
      { isInternalStaff: true, trafficSplitPercent: 100, random: () => 0.999 },
      'devpath',
    ],
    [
      'proxy wins over devpath',
      { isInternalStaff: true, trafficSplitPercent: 100, state: { proxyUntil: NOW + 1 } },
      'proxy',
    ],
  ])('%s', (_name, fields, expected) => {
    expect(pick(fields)).toBe(expected);
  });
});
