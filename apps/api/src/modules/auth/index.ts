/** The auth module's public surface: other modules and app.ts import only this. */

export { registerAccounts } from './accounts.plugin';
export { type AccountsContext, type AccountsOverrides, isDevMailboxOn } from './accounts-context';
export { codeAccountKey } from './auth-rate-limits';
export { forwardSetCookies, setClientStateCookies } from './client-cookies';
export { callEngine, engineError } from './engine-call';
export {
  type ExternalIdentity,
  type ExternalSignIn,
  resolveExternalIdentity,
  startSessionFor,
} from './external-identity';
export { type ProvenAccounts, provenAccounts } from './proven-account';
export { forgetUserSessions } from './session-resolver';
export { utmOf } from './signup.service';
export { secretFromTotpUri } from './totp';
