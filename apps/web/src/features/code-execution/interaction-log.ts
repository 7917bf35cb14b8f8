import type { LogInteractionRequest } from '@learnbox/contracts/code';
import { apiRefs } from '@learnbox/contracts/route-refs';
import type { ErrorReporter } from './error-reporter';

/** Where a run happened, for the log (spec section 7 log-interaction). */
export type InteractionContext = Pick<
  LogInteractionRequest,
  'author_id' | 'work_id' | 'work_type' | 'page_id' | 'comp_id' | 'comp_type' | 'is_draft_page'
>;

export const LOG_INTERACTION_PATH = apiRefs.code.logInteraction.path;

/**
 * Sends one entry to POST /api/code/log-interaction without making anyone wait for it. A failed
 * call (network error or an error status) is reported, never thrown: logging must not break a run.
 */
export function createInteractionLogger(options: {
  fetch: typeof fetch;
  apiBase: string;
  reporter: ErrorReporter;
  track: (pending: Promise<unknown>) => void;
}) {
  return (entry: LogInteractionRequest): void => {
    const pending = options
      .fetch(`${options.apiBase}${LOG_INTERACTION_PATH}`, {
        method: 'POST',
        credentials: 'include',
        // The page may be closing (Cancel, then leave): let the browser finish the request.
        keepalive: true,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(entry),
      })
      .then((response) => {
        if (!response.ok) throw new Error(`POST ${LOG_INTERACTION_PATH} answered ${response.status}`);
      })
      .catch((error: unknown) => {
        const context = { call: LOG_INTERACTION_PATH, request_id: entry.request_id };
        console.error('A code interaction could not be logged.', error, context);
        options.reporter.report(error, context);
      });
    options.track(pending);
  };
}
