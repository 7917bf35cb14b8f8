/**
 * The banners store as a pure reducer (spec section 4 "Banners": show, hide and force-hide by
 * banner type, a visible-banner count and a banner height; a force-hidden type stays hidden;
 * overlays and banners can be toggled or closed).
 */

/** Banner types are keys of the user's bannerDetails (spec section 3), so any string. */
export type BannerType = string;

/** Banners store state (spec section 4 "Banners"). */
export interface BannerState {
  /** Types currently shown, in the order they were shown (top to bottom). */
  visible: readonly BannerType[];
  /** Types hidden for good in this session; show and toggle do nothing for them. */
  forceHidden: readonly BannerType[];
  /** Number of visible banners, kept with the list so selectors need no work. */
  visibleCount: number;
  /** Height in px the banners take, so the layout can offset the page below them. */
  height: number;
}

/** No banner shown, none force-hidden (spec section 4). */
export const initialBannerState: BannerState = { visible: [], forceHidden: [], visibleCount: 0, height: 0 };

/** Show, hide, toggle, close, force-hide and height (spec section 4 "Banners"). */
export type BannerAction =
  | { type: 'show'; banner: BannerType }
  | { type: 'hide'; banner: BannerType }
  | { type: 'toggle'; banner: BannerType }
  | { type: 'close'; banner: BannerType }
  | { type: 'forceHide'; banner: BannerType }
  | { type: 'setHeight'; height: number };

function withVisible(state: BannerState, visible: readonly BannerType[]): BannerState {
  // With nothing left on screen no space may stay reserved, whatever height was last reported.
  return { ...state, visible, visibleCount: visible.length, height: visible.length === 0 ? 0 : state.height };
}

/**
 * Reduces a banner action (spec section 4 "Banners"). 'close' is the user's dismissal: it hides
 * the banner like 'hide'; remembering a dismissal across visits is the caller's job (bannerDetails).
 * A negative or non-finite height is stored as 0.
 */
export function reduceBanners(state: BannerState, action: BannerAction): BannerState {
  switch (action.type) {
    case 'show':
      if (state.forceHidden.includes(action.banner) || state.visible.includes(action.banner)) return state;
      return withVisible(state, [...state.visible, action.banner]);
    case 'hide':
    case 'close':
      if (!state.visible.includes(action.banner)) return state;
      return withVisible(
        state,
        state.visible.filter((banner) => banner !== action.banner),
      );
    case 'toggle':
      return reduceBanners(state, {
        type: state.visible.includes(action.banner) ? 'hide' : 'show',
        banner: action.banner,
      });
    case 'forceHide': {
      const forceHidden = state.forceHidden.includes(action.banner)
        ? state.forceHidden
        : [...state.forceHidden, action.banner];
      return withVisible(
        { ...state, forceHidden },
        state.visible.filter((banner) => banner !== action.banner),
      );
    }
    case 'setHeight': {
      const height = Number.isFinite(action.height) && action.height > 0 ? action.height : 0;
      return { ...state, height: state.visibleCount === 0 ? 0 : height };
    }
  }
}

/** True when the banner is on screen (spec section 4). */
export function isBannerVisible(state: BannerState, banner: BannerType): boolean {
  return state.visible.includes(banner);
}
