/** Layout constants (spec section 9 "Page and theme", "Layout constants"). */

/** Breakpoints in px (spec section 9: sm 600, md 780, lg 960). */
export const BREAKPOINTS = { sm: 600, md: 780, lg: 960 } as const;
/** Name of a breakpoint (spec section 9). */
export type Breakpoint = keyof typeof BREAKPOINTS;
/** The default breakpoint, used when the width is unknown (server render) (spec section 9). */
export const DEFAULT_BREAKPOINT: Breakpoint = 'lg';

/**
 * The breakpoint of a viewport width (spec section 9). Each value is read as the upper bound of
 * its range: up to 600 is sm, up to 780 md, wider is lg (960 is the widest layout, so anything
 * wider still uses it). An unknown width gives the default, lg, the desktop layout a crawler
 * should see.
 */
export function getBreakpoint(width: number | null | undefined): Breakpoint {
  if (width === null || width === undefined || !Number.isFinite(width)) return DEFAULT_BREAKPOINT;
  if (width <= BREAKPOINTS.sm) return 'sm';
  if (width <= BREAKPOINTS.md) return 'md';
  return 'lg';
}

/**
 * Pixel sizes the spec lists without their purpose (spec section 9 "Layout constants"),
 * kept in the spec's order so nobody retypes them.
 */
export const LAYOUT_CONSTANTS_PX = [42, 64, 75, 200, 142, 70, 20, 189, 60, 290] as const;
