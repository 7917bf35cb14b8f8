import type { AllocateLabReply, LabInstancesReply, LiveTestResultReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import {
  getLiveStatusMessage,
  interpretLiveTestStatus,
  isLiveContainerStatus,
  type LiveContainerStatus,
} from '@learnbox/domain';
import { type ApiResult, api } from '../api-client/api-client';

/**
 * The lab page's calls to the api (spec section 7 "Live containers and tests"), in the spec's
 * order: allocate, image/status until pulled, int-daemon/status until running; run_tests, then
 * test-results every 2 s until a live_test_status arrives.
 */

/** GET /api/instances is retried 4 times (spec section 7): on a network error, a 429 or a 5xx. */
export const INSTANCES_RETRIES = 4;
const INSTANCES_RETRY_MS = 1000;
/** How often the page asks image/status and int-daemon/status; ours, the spec names no interval. */
export const STATUS_POLL_MS = 1000;
/** Statuses are polled for at most this long before the page gives up with the status's sentence. */
const STATUS_POLL_LIMIT = 300;
/** The page's own ids for run_tests: a standalone lab is its own page and document. */
export const LAB_DOCUMENT = { pageId: 'cloudlab', documentType: 'lab' } as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryable = (result: ApiResult<unknown>) =>
  !result.ok && (result.status === 0 || result.status === 429 || result.status >= 500);

export async function fetchOpenInstances(): Promise<ApiResult<LabInstancesReply>> {
  let result = await api.call(apiRefs.labs.instances);
  for (let retry = 1; retry <= INSTANCES_RETRIES && retryable(result); retry += 1) {
    await wait(INSTANCES_RETRY_MS);
    result = await api.call(apiRefs.labs.instances);
  }
  return result;
}

export type LabWork = { authorId: string; workId: string };

/** What the allocate flow reports as it goes; `message` is the spec's sentence for a failure. */
export type AllocateProgress =
  | { state: 'status'; status: LiveContainerStatus }
  | { state: 'ready'; lab: AllocateLabReply }
  | { state: 'failed'; status?: LiveContainerStatus; message: string };

function statusOf(text: string): LiveContainerStatus {
  return isLiveContainerStatus(text) ? text : 'NO_RESPONSE';
}

function failure(status: LiveContainerStatus): AllocateProgress {
  return { state: 'failed', status, message: getLiveStatusMessage(status) ?? status };
}

/**
 * Allocates (or resumes) the lab and waits for its container; `isCancelled` stops the polling.
 * How it ended and how long it took go to log-interaction (spec section 7), without waiting.
 */
export async function allocateLab(
  work: LabWork,
  report: (progress: AllocateProgress) => void,
  isCancelled: () => boolean,
): Promise<void> {
  const startedAt = performance.now();
  let requestId: string | null = null;
  await allocateAndWait(
    work,
    (progress) => {
      report(progress);
      if (progress.state === 'ready') requestId = progress.lab.request_id;
      if (progress.state === 'status') return;
      void api.call(apiRefs.labs.logInteraction, {
        body: {
          request_id: requestId,
          author_id: work.authorId,
          work_id: work.workId,
          work_type: 'cloudlab',
          performance_report: {
            allocate_ms: Math.round(performance.now() - startedAt),
            outcome: progress.state,
            ...(progress.state === 'failed'
              ? { status: progress.status ?? null, message: progress.message }
              : {}),
          },
        },
      });
    },
    isCancelled,
  );
}

async function allocateAndWait(
  work: LabWork,
  report: (progress: AllocateProgress) => void,
  isCancelled: () => boolean,
): Promise<void> {
  report({ state: 'status', status: 'ALLOCATING' });
  const allocated = await api.call(apiRefs.labs.allocate, {
    params: work,
    body: { work_type: 'cloudlab', request_id: crypto.randomUUID() },
  });
  if (!allocated.ok) return report({ state: 'failed', message: allocated.errorText });
  let status = statusOf(allocated.data.vm_status);
  if (status === 'ALLOCATION_FAILED') return report(failure(status));
  report({ state: 'status', status });
  const instance = { params: { instanceId: allocated.data.allocate_id } };
  const query = { query: { request_id: allocated.data.request_id } };
  for (const [route, done, failed] of [
    [apiRefs.labs.imageStatus, ['PULLED', 'RUNNING'], 'PULL_FAILED'],
    [apiRefs.labs.daemonStatus, ['RUNNING'], 'DAEMON_FAILED'],
  ] as const) {
    for (let poll = 0; !(done as readonly string[]).includes(status); poll += 1) {
      if (isCancelled()) return;
      if (poll >= STATUS_POLL_LIMIT) return report(failure(failed));
      const reply = await api.call(route, { ...instance, ...query });
      if (reply.ok) {
        status = statusOf(reply.data.vm_status);
        if (status === failed) return report(failure(status));
        report({ state: 'status', status });
      } else if (!retryable(reply)) return report({ state: 'failed', message: reply.errorText });
      if (!(done as readonly string[]).includes(status)) await wait(STATUS_POLL_MS);
    }
  }
  report({ state: 'ready', lab: allocated.data });
}

export type TestsProgress =
  | { state: 'running' }
  | { state: 'done'; results: LiveTestResultReply }
  | { state: 'failed'; message: string };

/** run_tests, then test-results every 2 s for up to 150 retries (spec sections 4 and 9). */
export async function runLabTests(
  work: LabWork,
  report: (progress: TestsProgress) => void,
  isCancelled: () => boolean,
): Promise<void> {
  report({ state: 'running' });
  const params = { ...work, pageId: LAB_DOCUMENT.pageId, docId: work.workId };
  const started = await api.call(apiRefs.labs.runTests, {
    params,
    body: { document_type: LAB_DOCUMENT.documentType },
  });
  if (!started.ok) return report({ state: 'failed', message: started.errorText });
  const query = { document_type: LAB_DOCUMENT.documentType, attempt_count: started.data.attempt_count };
  for (let retry = 0; ; retry += 1) {
    if (isCancelled()) return;
    const reply = await api.call(apiRefs.labs.testResults, { params, query });
    if (!reply.ok && !retryable(reply)) return report({ state: 'failed', message: reply.errorText });
    const outcome = interpretLiveTestStatus(reply.ok ? reply.data.live_test_status : null, retry);
    if (outcome.state === 'completed' && reply.ok && reply.data.results)
      return report({ state: 'done', results: reply.data.results });
    if (outcome.state === 'timed-out' || outcome.state === 'errored')
      return report({ state: 'failed', message: outcome.message });
    await wait(outcome.state === 'polling' ? outcome.delayMs : STATUS_POLL_MS);
  }
}
