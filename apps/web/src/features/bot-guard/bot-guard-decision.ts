/** Cookie the project's own e2e tests send to switch the guard off for their browser. */
export const BOT_GUARD_BYPASS_COOKIE = 'bot_guard_bypass';
/** Marks an automated browser so analytics pushes can skip it (spec section 2). */
export { AUTOMATED_BOT_COOKIE } from '@learnbox/domain';

export interface BotGuardInput {
  /** BOT_GUARD: false when set to `off`. */
  enabled: boolean;
  /** BOT_GUARD_BYPASS_TOKEN; null when unset. */
  bypassToken: string | null;
  /** Value of the request's bypass cookie, if any. */
  bypassCookie: string | undefined;
}

/** Server side: may the guard fire for this request? */
export function isBotGuardActive({ enabled, bypassToken, bypassCookie }: BotGuardInput): boolean {
  if (!enabled) return false;
  return !(bypassToken !== null && bypassCookie === bypassToken);
}

/** The parts of `navigator` and `window` that give an automated browser away. */
export interface AutomationHints {
  webdriver?: boolean | undefined;
  userAgent?: string | undefined;
  /** Names of globals that automation frameworks leave on window. */
  windowKeys?: readonly string[] | undefined;
  /** Attributes drivers set on <html>. */
  rootAttributes?: readonly string[] | undefined;
}

const AUTOMATION_GLOBALS = [
  'callPhantom',
  '_phantom',
  '__nightmare',
  'domAutomation',
  'domAutomationController',
  '_selenium',
  '__webdriver_evaluate',
  '__selenium_unwrapped',
  '__fxdriver_unwrapped',
  'Cypress',
];
const AUTOMATION_ROOT_ATTRIBUTES = ['webdriver', 'selenium', 'driver'];
const AUTOMATION_USER_AGENT = /HeadlessChrome|PhantomJS|Electron\/\S+ .*Headless|SlimerJS/i;

/** Client side: does the browser look automated? */
export function looksAutomated(hints: AutomationHints): boolean {
  if (hints.webdriver === true) return true;
  if (hints.userAgent && AUTOMATION_USER_AGENT.test(hints.userAgent)) return true;
  if (hints.windowKeys?.some((key) => AUTOMATION_GLOBALS.includes(key))) return true;
  return hints.rootAttributes?.some((name) => AUTOMATION_ROOT_ATTRIBUTES.includes(name)) ?? false;
}

/** Reads the hints from the live browser. */
export function readAutomationHints(win: Window): AutomationHints {
  return {
    webdriver: win.navigator.webdriver,
    userAgent: win.navigator.userAgent,
    windowKeys: AUTOMATION_GLOBALS.filter((key) => key in win),
    rootAttributes: win.document.documentElement.getAttributeNames(),
  };
}
