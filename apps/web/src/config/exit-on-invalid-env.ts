import { EnvError } from '@learnbox/contracts/env';
import { getWebEnv } from './env';

/** A wrong variable stops the server with a clear message (DESIGN.md section 4), not a 500 later. */
export function exitOnInvalidEnv(): void {
  try {
    getWebEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`[web] ${error.message}`);
    process.exit(1);
  }
}
