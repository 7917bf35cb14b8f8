import path from 'node:path';
import type { RunnerConfig } from '../config/env';
import { CompileCache } from './compile-cache';

/** Bound of the compile cache on disk: thousands of lesson binaries, a fraction of a disk. */
export const COMPILE_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * The compile cache under the state dir, beside the instance dirs (which a restart sweeps; this one
 * it keeps). A cache that cannot be opened only costs speed: the runner compiles every time.
 */
export function openCompileCache(config: RunnerConfig, warn: (message: string) => void): CompileCache | null {
  try {
    return new CompileCache(path.join(config.stateDir, 'compile-cache'), COMPILE_CACHE_BYTES).open();
  } catch (error) {
    warn(`compile cache off: ${(error as Error).message}`);
    return null;
  }
}
