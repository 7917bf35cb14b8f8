/**
 * Where promotional banners appear (spec section 2 "Other named paths"; "Banners are hidden on
 * /checkout"). The spec lists the path groups without saying which show and which hide; we show
 * banners on landing/content and discovery/account pages (where a visitor browses) and hide them
 * on acquisition/ordering flows, editors and checkout (where a promotion distracts from a task).
 * Unlisted paths hide banners too, except the home page: a promotion must be placed on purpose.
 */

/** Spec section 2 "Landing and content". */
export const LANDING_AND_CONTENT_PATHS = [
  '/answers/',
  '/m/',
  '/enterprise',
  '/blog/',
  '/work',
  '/collection',
  '/collection/page',
  '/courses/',
  '/projects/',
  '/path/',
  '/path/page',
  '/path/lesson',
  '/module/',
  '/module/page',
  '/module/lesson',
  '/assessments/',
  '/cloudlabs/',
] as const;

/** Spec section 2 "Acquisition and ordering". */
export const ACQUISITION_AND_ORDERING_PATHS = [
  '/trial',
  '/interview-prep',
  '/upskill',
  '/onboard',
  '/onboarding',
  '/order-confirmation',
  '/teach',
  '/create',
  '/create-answer',
] as const;

/** Spec section 2 "Editors". */
export const EDITOR_PATHS = [
  '/collectioneditor',
  '/pageeditor',
  '/patheditor',
  '/answereditor',
  '/editor-page',
  '/assessmenteditor',
  '/projecteditor',
  '/cloudlabeditor',
] as const;

/** Spec section 2 "Discovery and accounts". */
export const DISCOVERY_AND_ACCOUNT_PATHS = [
  '/enterprise-dashboard',
  '/track',
  '/categories',
  '/become-a-developer',
  '/grow-my-skillset',
  '/prepare-for-interview',
  '/learn',
  '/certificates',
  '/refer-a-friend',
  '/github-students',
  '/mycourses',
  '/learning-plans',
  '/individual-learner',
] as const;

/** Banners are hidden on checkout (spec section 2). */
export const CHECKOUT_PATH = '/checkout';

/** Paths where banners show (spec section 2; see the module comment for the reading). */
export const BANNER_SHOWN_PATHS: readonly string[] = [
  ...LANDING_AND_CONTENT_PATHS,
  ...DISCOVERY_AND_ACCOUNT_PATHS,
];
/** Paths where banners are hidden, checkout first (spec section 2). */
export const BANNER_HIDDEN_PATHS: readonly string[] = [
  CHECKOUT_PATH,
  ...ACQUISITION_AND_ORDERING_PATHS,
  ...EDITOR_PATHS,
];

/**
 * Segment-aware prefix match: '/collection' matches '/collection' and '/collection/x' but not
 * '/collectioneditor'; a prefix written with a trailing slash ('/courses/') needs that slash.
 */
export function matchesPathPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix) || pathname === prefix.slice(0, -1);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether promotional banners appear on a path (spec section 2); query and hash are ignored. */
export function areBannersShownOn(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] || '/';
  if (BANNER_HIDDEN_PATHS.some((prefix) => matchesPathPrefix(pathname, prefix))) return false;
  if (pathname === '/') return true;
  return BANNER_SHOWN_PATHS.some((prefix) => matchesPathPrefix(pathname, prefix));
}
