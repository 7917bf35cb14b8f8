import { EXECUTION_MESSAGES } from '../errors/messages';

/** Max code length in characters (spec sections 5 and 9). */
export const MAX_CODE_LENGTH = 32768;

/** Outcome of an execution validation, with the spec's message on failure (spec section 5). */
export type ValidationResult = { ok: true } | { ok: false; message: string };

/**
 * Code to run must not exceed 32768 characters (spec section 5); exactly 32768 is allowed.
 * Characters are UTF-16 code units (string length), which is what the browser editor counts,
 * so the client and the runner agree on the limit.
 */
export function validateCodeLength(code: string): ValidationResult {
  return code.length <= MAX_CODE_LENGTH
    ? { ok: true }
    : { ok: false, message: EXECUTION_MESSAGES.CODE_TOO_LONG };
}

/**
 * An execution-request upload needs a file, otherwise 'Invalid file!' (spec section 5).
 * An empty name counts as no file: the runner cannot write it.
 */
export function validateExecutionUpload(file: { name?: string | null } | null | undefined): ValidationResult {
  return file && typeof file.name === 'string' && file.name.trim() !== ''
    ? { ok: true }
    : { ok: false, message: EXECUTION_MESSAGES.INVALID_FILE };
}

/** Premium and Premium Plus users get an execution auth token (spec section 6 "Execution"). */
export function needsExecutionAuthToken(user: {
  is_premium_user?: boolean | null;
  is_premium_plus_user?: boolean | null;
}): boolean {
  return user.is_premium_user === true || user.is_premium_plus_user === true;
}
