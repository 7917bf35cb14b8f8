/**
 * Auth limits the browser shows as hints, in a module without zod: importing them from auth.ts
 * would bring zod and every auth schema into the sign-in pages' bundle.
 */

/** Passwords shorter than this are refused at sign-up and reset (NIST SP 800-63B floor). */
export const MIN_PASSWORD_LENGTH = 8;
