import { describe, expect, it } from 'vitest';
import { programLength, validateProgramLength } from './program-length';

const TOO_LONG = 'Code is too long. Please reduce the code size to be within limit (32768 characters).';
const file = (length: number) => ({ content: 'x'.repeat(length) });

describe('program length (spec sections 5 and 9)', () => {
  it('adds up the code and every file', () => {
    expect(programLength({ code: 'abc' })).toBe(3);
    expect(programLength({ files: [file(2), file(5)] })).toBe(7);
    expect(programLength({})).toBe(0);
  });

  it.each([
    [{ code: 'x'.repeat(32768) }, { ok: true }],
    [{ code: 'x'.repeat(32769) }, { ok: false, message: TOO_LONG }],
    [{ files: [file(16384), file(16384)] }, { ok: true }],
    [{ files: [file(16384), file(16385)] }, { ok: false, message: TOO_LONG }],
  ])('%#', (program, expected) => {
    expect(validateProgramLength(program)).toEqual(expected);
  });
});
