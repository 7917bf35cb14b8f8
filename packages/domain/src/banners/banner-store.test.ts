import { describe, expect, it } from 'vitest';
import {
  type BannerAction,
  type BannerState,
  initialBannerState,
  isBannerVisible,
  reduceBanners,
} from './banner-store';

const run = (actions: BannerAction[], state: BannerState = initialBannerState) =>
  actions.reduce(reduceBanners, state);

describe('banner store (spec section 4 "Banners")', () => {
  it('starts empty', () => {
    expect(initialBannerState).toEqual({ visible: [], forceHidden: [], visibleCount: 0, height: 0 });
  });

  it.each<[string, BannerAction[], Partial<BannerState>]>([
    [
      'show counts once',
      [
        { type: 'show', banner: 'sale' },
        { type: 'show', banner: 'sale' },
      ],
      { visible: ['sale'], visibleCount: 1 },
    ],
    [
      'shows in order',
      [
        { type: 'show', banner: 'a' },
        { type: 'show', banner: 'b' },
      ],
      { visible: ['a', 'b'], visibleCount: 2 },
    ],
    [
      'hide',
      [
        { type: 'show', banner: 'a' },
        { type: 'hide', banner: 'a' },
      ],
      { visible: [], visibleCount: 0 },
    ],
    [
      'close hides',
      [
        { type: 'show', banner: 'a' },
        { type: 'close', banner: 'a' },
      ],
      { visible: [], visibleCount: 0 },
    ],
    ['toggle on', [{ type: 'toggle', banner: 'a' }], { visible: ['a'], visibleCount: 1 }],
    [
      'toggle off',
      [
        { type: 'toggle', banner: 'a' },
        { type: 'toggle', banner: 'a' },
      ],
      { visible: [], visibleCount: 0 },
    ],
    [
      'force-hidden stays hidden',
      [
        { type: 'show', banner: 'a' },
        { type: 'forceHide', banner: 'a' },
        { type: 'show', banner: 'a' },
        { type: 'toggle', banner: 'a' },
      ],
      { visible: [], forceHidden: ['a'], visibleCount: 0 },
    ],
    [
      'force-hide twice records once',
      [
        { type: 'forceHide', banner: 'a' },
        { type: 'forceHide', banner: 'a' },
      ],
      { forceHidden: ['a'] },
    ],
    [
      'force-hide leaves others',
      [
        { type: 'show', banner: 'a' },
        { type: 'show', banner: 'b' },
        { type: 'forceHide', banner: 'a' },
      ],
      { visible: ['b'], visibleCount: 1 },
    ],
    [
      'height with a banner',
      [
        { type: 'show', banner: 'a' },
        { type: 'setHeight', height: 48 },
      ],
      { height: 48 },
    ],
    ['height needs a banner', [{ type: 'setHeight', height: 48 }], { height: 0 }],
    [
      'negative height is 0',
      [
        { type: 'show', banner: 'a' },
        { type: 'setHeight', height: -5 },
      ],
      { height: 0 },
    ],
    [
      'NaN height is 0',
      [
        { type: 'show', banner: 'a' },
        { type: 'setHeight', height: Number.NaN },
      ],
      { height: 0 },
    ],
    [
      'height resets when the last banner goes',
      [
        { type: 'show', banner: 'a' },
        { type: 'setHeight', height: 48 },
        { type: 'hide', banner: 'a' },
      ],
      { height: 0, visibleCount: 0 },
    ],
    [
      'height stays while one remains',
      [
        { type: 'show', banner: 'a' },
        { type: 'show', banner: 'b' },
        { type: 'setHeight', height: 96 },
        { type: 'hide', banner: 'a' },
      ],
      { height: 96, visibleCount: 1 },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('returns the same state when nothing changes', () => {
    const shown = run([{ type: 'show', banner: 'a' }]);
    expect(reduceBanners(shown, { type: 'show', banner: 'a' })).toBe(shown);
    expect(reduceBanners(shown, { type: 'hide', banner: 'zzz' })).toBe(shown);
  });

  it('does not mutate the previous state', () => {
    const before = run([{ type: 'show', banner: 'a' }]);
    const snapshot = structuredClone(before);
    reduceBanners(before, { type: 'forceHide', banner: 'a' });
    expect(before).toEqual(snapshot);
  });

  it('reports visibility', () => {
    const state = run([{ type: 'show', banner: 'a' }]);
    expect(isBannerVisible(state, 'a')).toBe(true);
    expect(isBannerVisible(state, 'b')).toBe(false);
  });
});
