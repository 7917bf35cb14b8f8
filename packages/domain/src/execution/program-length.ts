import { EXECUTION_MESSAGES } from '../errors/messages';
import { MAX_CODE_LENGTH, type ValidationResult } from './code-limits';

/**
 * The 32768-character limit (spec sections 5 and 9) applies to the code a learner sends, however
 * many files it is split into, so a program's length is the sum over its files (the runner counts
 * the same way). The browser checks first, so an oversize run never leaves the page.
 */
export function programLength(program: {
  code?: string | undefined;
  files?: readonly { content: string }[] | undefined;
}): number {
  const files = program.files ?? [];
  return (program.code?.length ?? 0) + files.reduce((sum, file) => sum + file.content.length, 0);
}

/** The code-length rule over a whole program, with the spec's message when it is too long. */
export function validateProgramLength(program: Parameters<typeof programLength>[0]): ValidationResult {
  return programLength(program) <= MAX_CODE_LENGTH
    ? { ok: true }
    : { ok: false, message: EXECUTION_MESSAGES.CODE_TOO_LONG };
}
