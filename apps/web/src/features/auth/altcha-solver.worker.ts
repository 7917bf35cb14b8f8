/// <reference lib="webworker" />
import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Finds the counter of an ALTCHA challenge off the main thread (Web Crypto SHA-256), so the
 * form stays responsive while it works. Answers the solution, or null when it timed out.
 */
self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    self.postMessage(await solveChallenge({ challenge: event.data, deriveKey, timeout: 60_000 }));
  } catch {
    self.postMessage(null);
  }
};
