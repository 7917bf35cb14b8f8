import { describe, expect, it } from 'vitest';
import { extractErrorText } from './error-text';

describe('extractErrorText (spec section 8 "Error text extraction")', () => {
  it.each([
    ['prefers errorText', { errorText: 'Bad coupon', errors: { a: 'x' } }, 'Bad coupon'],
    [
      'joins the errors map',
      { errors: { email: 'Email taken', password: 'Too short' } },
      'Email taken, Too short',
    ],
    ['flattens list entries', { errors: { email: ['Required', 'Invalid'] } }, 'Required, Invalid'],
    ['falls through a blank errorText', { errorText: '  ', errors: { a: 'A' } }, 'A'],
    ['skips non-string entries', { errors: { a: 3, b: null, c: 'C' } }, 'C'],
    ['gives nothing for an empty map', { errors: {} }, undefined],
    ['gives nothing for an errors list', { errors: ['x'] }, undefined],
    ['gives nothing without either', { message: 'x' }, undefined],
    ['gives nothing for a string body', 'oops', undefined],
    ['gives nothing for null', null, undefined],
  ])('%s', (_name, body, expected) => {
    expect(extractErrorText(body)).toBe(expected);
  });
});
