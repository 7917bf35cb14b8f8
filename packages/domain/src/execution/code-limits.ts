/** Max code length in characters (spec sections 5 and 9). */
export const MAX_CODE_LENGTH = 32768;

/** Outcome of an execution validation, with the spec's message on failure (spec section 5). */
export type ValidationResult = { ok: true } | { ok: false; message: string };

/** Premium and Premium Plus users get an execution auth token (spec section 6 "Execution"). */
export function needsExecutionAuthToken(user: {
  is_premium_user?: boolean | null;
  is_premium_plus_user?: boolean | null;
}): boolean {
  return user.is_premium_user === true || user.is_premium_plus_user === true;
}
