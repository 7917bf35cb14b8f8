import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_EXECUTION_USER,
  EXECUTION_TOKEN_TTL_MS,
  executionTokenTier,
  normalizeTrafficSplitPercent,
  PROXY_TOKEN_TIER,
  PROXY_TOKEN_TTL_MS,
} from './execution-access';

describe('execution token tier (spec section 6 "Execution")', () => {
  it.each([
    [{ is_premium_user: true }, 'premium'],
    [{ is_premium_plus_user: true }, 'premium_plus'],
    [{ is_premium_user: true, is_premium_plus_user: true }, 'premium_plus'],
    [{ is_premium_user: false, is_premium_plus_user: false }, null],
    [{ is_premium_user: null }, null],
    [{}, null],
  ])('%j -> %s', (plan, expected) => {
    expect(executionTokenTier(plan)).toBe(expected);
  });

  it('has short lifetimes and non-empty proxy claims', () => {
    expect(EXECUTION_TOKEN_TTL_MS).toBe(600_000);
    expect(PROXY_TOKEN_TTL_MS).toBe(60_000);
    expect(PROXY_TOKEN_TIER).toBe('proxy');
    expect(ANONYMOUS_EXECUTION_USER).toBe('anonymous');
  });
});

describe('traffic split setting (spec section 6)', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['abc', 0],
    [Number.NaN, 0],
    ['25', 25],
    [12.5, 12.5],
    [-3, 0],
    ['250', 100],
    [100, 100],
  ])('%j -> %d', (value, expected) => {
    expect(normalizeTrafficSplitPercent(value)).toBe(expected);
  });
});
