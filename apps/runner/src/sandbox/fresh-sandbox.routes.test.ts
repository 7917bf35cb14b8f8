import { randomBytes } from 'node:crypto';
import type { ExecuteResponse } from '@learnbox/contracts/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

/**
 * Every run gets a sandbox no earlier run touched: under concurrent load, nothing one run writes
 * (its work dir, /tmp, its home) is visible to any later run, whichever slot it lands in.
 */

let runner: TestRunner;
beforeAll(async () => {
  runner = await startTestRunner();
});
afterAll(async () => {
  await runner?.close();
});

/** Lists what it finds of earlier runs, then leaves its own marks everywhere it may write. */
const PROBE = (mark: string) =>
  [
    'import os',
    'found = []',
    'for d in ["/box", "/tmp", os.path.expanduser("~")]:',
    '    for root, dirs, files in os.walk(d):',
    '        found += [os.path.join(root, f) for f in files if f.startswith("mark-")]',
    'print(sorted(set(found)))',
    'print(sorted(os.listdir("/box")))',
    `for d in ["/box", "/tmp"]:`,
    `    open(os.path.join(d, "mark-${mark}"), "w").write("left behind")`,
    `os.makedirs("/box/sub-${mark}", exist_ok=True)`,
    `open("/box/sub-${mark}/mark-deep", "w").write("left behind")`,
  ].join('\n');

describe('fresh sandbox per run', () => {
  it('never shows a later run anything an earlier one wrote, with runs in parallel', async () => {
    const waves = 4;
    const perWave = 8;
    const tokens = await Promise.all(
      Array.from({ length: perWave }, (_, i) => runner.tokenFor(`fresh-${i}`, 'paid')),
    );
    for (let wave = 0; wave < waves; wave++) {
      const replies = await Promise.all(
        tokens.map(async (token) => {
          const reply = await runner.post(
            '/code/execute',
            { language: 'python', code: PROBE(randomBytes(6).toString('hex')) },
            { 'x-proxy-authorization': token },
          );
          return reply.json() as ExecuteResponse;
        }),
      );
      for (const reply of replies) {
        expect(reply.status, reply.stderr).toBe('ok');
        expect(reply.stdout).toBe("[]\n['main.py']\n");
      }
    }
  });
});
