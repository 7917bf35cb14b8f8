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
    // A Location header must be Latin-1: the rest is percent-encoded, a lone surrogate dropped.
    ['/answers/中文-é?x=ü', '/answers/%E4%B8%AD%E6%96%87-%C3%A9?x=%C3%BC'],
    ['/a b\u00a0c', '/a%20b%C2%A0c'],
    ['/a\u2028b', '/a%E2%80%A8b'],
    ['/a\ud800', null],
  ])('%j -> %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
