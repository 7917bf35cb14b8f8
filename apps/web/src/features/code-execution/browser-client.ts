import { type CodeExecutionClient, createCodeExecutionClient } from './execution-client';
import type { KeyValueStorage } from './proxy-fallback-store';

/** localStorage when the browser lets us have it (privacy modes may throw on mere access). */
function localStorageOrNull(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let client: CodeExecutionClient | null = null;

/**
 * One client per tab, shared by every widget on the page, so they share one execution token and
 * one remembered proxy fallback. Browser only.
 */
export function browserCodeExecutionClient(): CodeExecutionClient {
  client ??= createCodeExecutionClient({
    // Bound late: tests and extensions may replace window.fetch after this module loads.
    fetch: (input, init) => window.fetch(input, init),
    storage: localStorageOrNull(),
  });
  return client;
}
