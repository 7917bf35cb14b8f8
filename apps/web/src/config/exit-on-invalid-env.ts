import { getWebEnv, WebEnvError } from './env';

/** A wrong variable stops the server with a clear message (DESIGN.md section 4), not a 500 later. */
export function exitOnInvalidEnv(): void {
  try {
    getWebEnv();
  } catch (error) {
    if (!(error instanceof WebEnvError)) throw error;
    console.error(`[web] Invalid configuration: ${error.message}`);
    process.exit(1);
  }
}
