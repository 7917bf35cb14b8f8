import type { CaptchaChallenge } from '@learnbox/contracts';
import type { Solution } from 'altcha-lib';

/** Solves on the main thread when workers are unavailable (the solver yields every 200 ms). */
async function solveHere(challenge: CaptchaChallenge): Promise<Solution | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  return solveChallenge({ challenge, deriveKey, timeout: 60_000 });
}

function solveInWorker(challenge: CaptchaChallenge): Promise<Solution | null> {
  const worker = new Worker(new URL('./altcha-solver.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Solution | null>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Solution | null>) => resolve(event.data);
    worker.onerror = () => reject(new Error('captcha worker failed'));
    worker.postMessage(challenge);
  }).finally(() => worker.terminate());
}

/**
 * Solves an ALTCHA challenge from `GET /api/captcha/challenge` and returns the captcha token the
 * api expects: base64 of `{ challenge, solution }` (the ALTCHA widget's payload).
 */
export async function solveAltcha(challenge: CaptchaChallenge): Promise<string> {
  let solution: Solution | null;
  try {
    solution = await solveInWorker(challenge);
  } catch {
    solution = await solveHere(challenge);
  }
  if (!solution) throw new Error('captcha not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
