import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url';

describe('safeReturnPath', () => {
  it.each([
    ['/explore?tag=python', '/explore?tag=python'],
    ['/', '/'],
    [' /courses/x ', '/courses/x'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
