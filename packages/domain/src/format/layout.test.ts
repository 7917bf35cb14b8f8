import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DEFAULT_BREAKPOINT, getBreakpoint, LAYOUT_CONSTANTS_PX } from './layout';

describe('layout (spec section 9)', () => {
  it('has the breakpoints and default', () => {
    expect(BREAKPOINTS).toEqual({ sm: 600, md: 780, lg: 960 });
    expect(DEFAULT_BREAKPOINT).toBe('lg');
    expect(LAYOUT_CONSTANTS_PX).toEqual([42, 64, 75, 200, 142, 70, 20, 189, 60, 290]);
  });

  it.each([
    [320, 'sm'],
    [600, 'sm'],
    [601, 'md'],
    [780, 'md'],
    [781, 'lg'],
    [960, 'lg'],
    [1920, 'lg'],
    [null, 'lg'],
    [undefined, 'lg'],
    [Number.NaN, 'lg'],
  ])('%j px -> %s', (width, expected) => {
    expect(getBreakpoint(width)).toBe(expected);
  });
});
