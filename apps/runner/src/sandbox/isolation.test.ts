import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRunnerEnv } from '../config/env';
import { HOST_TOOLS, IsolationUnavailableError, setUpIsolation } from './isolation';

/** Start-up refusals: the runner never serves runs it cannot isolate, and says what to install. */

const stateDir = mkdtempSync(path.join(tmpdir(), 'learnbox-isolation-'));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

const log = { info: () => undefined, warn: () => undefined };
const config = (env: Record<string, string> = {}) =>
  parseRunnerEnv({ EXECUTION_TOKEN_SECRET: 'x'.repeat(32), RUNNER_STATE_DIR: stateDir, ...env });
const withoutLibseccomp = { ...HOST_TOOLS, seccompHeaders: [path.join(stateDir, 'absent', 'seccomp.h')] };

describe('setUpIsolation without libseccomp', () => {
  it('refuses to start, naming the package to install', async () => {
    const refusal = await setUpIsolation(config(), log, withoutLibseccomp).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(IsolationUnavailableError);
    expect((refusal as Error).message).toContain(
      'libseccomp is not installed, so runs cannot get their system-call filter: apt-get install libseccomp-dev',
    );
    expect((refusal as Error).message).toContain('RUNNER_UNSAFE_NO_ISOLATION=1');
  });

  it('starts with RUNNER_UNSAFE_NO_ISOLATION=1, unsandboxed', async () => {
    const isolation = await setUpIsolation(
      config({ RUNNER_UNSAFE_NO_ISOLATION: '1' }),
      log,
      withoutLibseccomp,
    );
    expect(isolation.summary).toBe('NONE (RUNNER_UNSAFE_NO_ISOLATION=1)');
    await isolation.close();
  });
});

describe('setUpIsolation on an old kernel', () => {
  it('refuses to start below Linux 5.12, whose mount API the sandbox is built with', async () => {
    const refusal = await setUpIsolation(config(), log, { ...HOST_TOOLS, kernel: '5.10.0-28-amd64' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(IsolationUnavailableError);
    expect((refusal as Error).message).toContain(
      "the kernel is 5.10.0-28-amd64; the sandbox's mounts need Linux 5.12 or newer (mount_setattr)",
    );
  });
});
