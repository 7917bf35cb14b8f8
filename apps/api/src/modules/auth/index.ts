/** The auth module's public surface: other modules and app.ts import only this. */

export { registerAccounts } from './accounts.plugin';
export { type AccountsContext, type AccountsOverrides, isDevMailboxOn } from './accounts-context';
export { forwardSetCookies, setClientStateCookies } from './client-cookies';
export { callEngine, engineError } from './engine-call';
export {
  boundedGuess,
  codeAccountKey,
  createMemoryRateLimiter,
  enforceRateLimits,
  enforceUnspent,
  type RateLimiter,
  type RateLimitRule,
  WRONG_CODE_RULES,
} from './rate-limiter';
export { createRateLimiter } from './redis-rate-limiter';
export { forgetUserSessions } from './session-resolver';
export { utmOf } from './signup.service';
export { secretFromTotpUri } from './totp';
