import { describe, expect, it } from 'vitest';
import { type BuildWatchEvent, watchBuild } from './build-watch';

/** A scripted api: status answers in order, a log that grows by the given lines per check. */
function scripted(statuses: { httpStatus: number; buildStatus?: string }[], logPerCheck: string[][]) {
  const waits: number[] = [];
  const asked: number[] = [];
  const log: string[] = [];
  let check = 0;
  return {
    waits,
    asked,
    calls: {
      wait: async (ms: number) => {
        waits.push(ms);
      },
      isCancelled: () => false,
      status: async () => {
        log.push(...(logPerCheck[check] ?? []));
        const answer = statuses[check] ?? { httpStatus: 200, buildStatus: 'SUCCESS' };
        check += 1;
        return answer;
      },
      log: async (from: number) => {
        asked.push(from);
        const lines = log.slice(from, from + 2);
        return { ok: true as const, lines, next: from + lines.length };
      },
    },
  };
}

describe('watchBuild (spec section 4 "Image build status")', () => {
  it('checks after 1 s, then every 3 s, retries a 500 after 3 s, and streams only new lines', async () => {
    const api = scripted(
      [
        { httpStatus: 200, buildStatus: 'PENDING' },
        { httpStatus: 500 },
        { httpStatus: 200, buildStatus: 'PENDING' },
        { httpStatus: 200, buildStatus: 'SUCCESS' },
      ],
      [['STEP 1/2: FROM base'], [], ['STEP 2/2: RUN echo hi', 'hi', 'COMMIT'], []],
    );
    const events: BuildWatchEvent[] = [];
    await watchBuild(api.calls, (event) => events.push(event));
    expect(api.waits).toEqual([1000, 3000, 3000, 3000]);
    expect(events).toEqual([
      { type: 'lines', lines: ['STEP 1/2: FROM base'] },
      { type: 'status', status: 'PENDING' },
      { type: 'lines', lines: ['STEP 2/2: RUN echo hi', 'hi'] },
      { type: 'lines', lines: ['COMMIT'] },
      { type: 'status', status: 'PENDING' },
      { type: 'stopped', status: 'SUCCESS' },
    ]);
    // Never from the start again: each read begins where the last one ended.
    expect(api.asked).toEqual([0, 1, 1, 1, 3, 4, 4]);
  });

  it('stops on FAILURE, and on a 4xx with its sentence', async () => {
    const failed: BuildWatchEvent[] = [];
    await watchBuild(
      scripted([{ httpStatus: 200, buildStatus: 'FAILURE' }], [['Error: exit 1']]).calls,
      (e) => failed.push(e),
    );
    expect(failed.at(-1)).toEqual({ type: 'stopped', status: 'FAILURE' });
    const refused: BuildWatchEvent[] = [];
    const api = scripted([], []);
    api.calls.status = async () => ({ httpStatus: 403, errorText: 'Only the author.' });
    await watchBuild(api.calls, (e) => refused.push(e));
    expect(refused).toEqual([{ type: 'stopped', status: null, errorText: 'Only the author.' }]);
  });
});
