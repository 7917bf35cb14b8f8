import { describe, expect, it } from 'vitest';
import { MAX_CODE_LENGTH, needsExecutionAuthToken } from './code-limits';

describe('code length (spec sections 5 and 9)', () => {
  it('is 32768', () => {
    expect(MAX_CODE_LENGTH).toBe(32768);
  });
});

describe('execution auth token (spec section 6)', () => {
  it.each([
    [{ is_premium_user: true }, true],
    [{ is_premium_plus_user: true }, true],
    [{ is_premium_user: false, is_premium_plus_user: null }, false],
    [{}, false],
  ])('%j -> %s', (user, expected) => {
    expect(needsExecutionAuthToken(user)).toBe(expected);
  });
});
