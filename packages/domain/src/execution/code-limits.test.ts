import { describe, expect, it } from 'vitest';
import {
  MAX_CODE_LENGTH,
  needsExecutionAuthToken,
  validateCodeLength,
  validateExecutionUpload,
} from './code-limits';

const TOO_LONG = 'Code is too long. Please reduce the code size to be within limit (32768 characters).';

describe('code length (spec sections 5 and 9)', () => {
  it('is 32768', () => {
    expect(MAX_CODE_LENGTH).toBe(32768);
  });

  it.each([
    [0, { ok: true }],
    [32767, { ok: true }],
    [32768, { ok: true }],
    [32769, { ok: false, message: TOO_LONG }],
  ])('%i characters', (length, expected) => {
    expect(validateCodeLength('x'.repeat(length))).toEqual(expected);
  });
});

describe('execution upload (spec section 5)', () => {
  it.each([
    [{ name: 'main.py' }, { ok: true }],
    [{ name: '  ' }, { ok: false, message: 'Invalid file!' }],
    [{ name: null }, { ok: false, message: 'Invalid file!' }],
    [null, { ok: false, message: 'Invalid file!' }],
    [undefined, { ok: false, message: 'Invalid file!' }],
  ])('%j', (file, expected) => {
    expect(validateExecutionUpload(file)).toEqual(expected);
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
