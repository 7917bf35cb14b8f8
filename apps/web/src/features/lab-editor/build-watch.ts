import { decideImageBuildPoll, type ImageBuildStatus } from '@learnbox/domain';

/**
 * Follows an image build the way spec section 4 says ("Image build status"): the first check 1 s
 * after the rebuild, then every 3 s while PENDING, a 500 retried after 3 s, and polling stops on
 * any other result. Each check also reads the log lines not shown yet (the watcher keeps the count
 * and asks from there), so the log grows line by line as the build runs.
 */
export interface BuildWatchCalls {
  /** GET the build status url: the HTTP status and, on a 2xx, build_status. */
  status(): Promise<{ httpStatus: number; buildStatus?: string | null; errorText?: string }>;
  /** GET the build log from line `from` on. */
  log(from: number): Promise<{ ok: true; lines: string[]; next: number } | { ok: false }>;
  wait(ms: number): Promise<void>;
  isCancelled(): boolean;
}

export type BuildWatchEvent =
  | { type: 'lines'; lines: string[] }
  | { type: 'status'; status: ImageBuildStatus }
  | { type: 'stopped'; status: ImageBuildStatus | null; errorText?: string };

export async function watchBuild(
  calls: BuildWatchCalls,
  report: (event: BuildWatchEvent) => void,
): Promise<void> {
  let shown = 0;
  const readNewLines = async () => {
    // A long log comes a page at a time: read until the api has nothing new.
    for (;;) {
      const page = await calls.log(shown);
      if (!page.ok || page.lines.length === 0) return;
      shown = page.next;
      report({ type: 'lines', lines: page.lines });
    }
  };
  let decision = decideImageBuildPoll(null);
  while (decision.action === 'poll') {
    await calls.wait(decision.delayMs);
    if (calls.isCancelled()) return;
    const check = await calls.status();
    if (calls.isCancelled()) return;
    await readNewLines();
    decision = decideImageBuildPoll(check);
    if (decision.action === 'poll' && check.buildStatus === 'PENDING')
      report({ type: 'status', status: 'PENDING' });
    if (decision.action === 'stop')
      report({
        type: 'stopped',
        status: decision.status,
        ...(check.errorText !== undefined && decision.status === null ? { errorText: check.errorText } : {}),
      });
  }
}
