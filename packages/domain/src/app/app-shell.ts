/**
 * App-level constants of spec section 2 "App-level behaviours" and "Modals", and section 9.
 */

/** Top progress bar speed on route changes (spec section 9). */
export const PROGRESS_BAR_SPEED_MS = 1000;
/** After this delay an automated browser sees the page replaced (spec sections 2 and 9). */
export const BOT_PAGE_REPLACEMENT_DELAY_MS = 5000;
/** The message that replaces the page of an automated browser (spec section 2). */
export const BOT_PAGE_MESSAGE = 'Something went wrong!';

/** Every modal the spec names, in the spec's order (section 2 "Modals"). */
export const MODAL_NAMES = [
  'Login',
  'Signup',
  'Recover',
  'ResendVerification',
  'ReaderPreferences',
  'Confirmation',
  'ShotContributors',
  'RecruitingCostCalculatorUserForm',
  'FreehandDrawing',
  'ImageUpload',
  'HighlightsViewer',
  'Captcha',
  'SingleSignOn',
  'ContactSpecialistModal',
  'EmailCaptureSuccessModal',
  'AuthorFeedbackModal',
  'CreateWorkflowItemModal',
  'OnboardingModal',
  'CodeWidgetSignupModal',
  'ShotFeedbackModal',
] as const;
/** One of MODAL_NAMES (spec section 2). */
export type ModalName = (typeof MODAL_NAMES)[number];

/** True for one of the modals of spec section 2. */
export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (MODAL_NAMES as readonly string[]).includes(value);
}

/** Routes on which the app does not load user info at startup (spec section 2). */
export const TOKEN_ROUTE_PREFIXES = [
  '/enterprise-trial/',
  '/enterprise-signup/',
  '/signup-and-reset-password/',
] as const;

/** True on the three token routes, where user info is not loaded at startup (spec section 2). */
export function skipsUserInfoAtStartup(path: string): boolean {
  return TOKEN_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Default page title and description (spec section 2: "fixed defaults"). */
export const DEFAULT_PAGE_TITLE = 'Learnbox: interactive courses for software developers';
/** Default page description (spec section 2: "fixed defaults"). */
export const DEFAULT_PAGE_DESCRIPTION =
  'Learn to code in your browser with interactive courses, learning paths, cloud labs and short articles.';

/** The progress bar is not shown on the profile edit page (spec section 2). */
export const PROFILE_EDIT_PATH = '/profile/edit';
