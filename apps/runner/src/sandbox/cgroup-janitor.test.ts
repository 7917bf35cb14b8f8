import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { detectCgroupLayout } from './cgroup-detect';
import { CgroupManager } from './run-cgroup';
import { newInstanceName } from './runner-instance';

// Real cgroups, as the runner makes them: only root may.
describe.runIf(process.getuid?.() === 0)('released run cgroups', () => {
  const gaveUp: string[] = [];
  let cgroups: CgroupManager | null = null;
  const open = () => {
    cgroups = new CgroupManager(detectCgroupLayout(), newInstanceName(), (dir) => gaveUp.push(dir));
    cgroups.open();
    return cgroups;
  };
  afterEach(async () => {
    await cgroups?.close();
    gaveUp.length = 0;
  });

  it('are removed at once when empty, with nothing left pending', () => {
    const manager = open();
    const run = manager.create();
    manager.release(run);
    expect(manager.janitor.pendingCount).toBe(0);
    for (const dir of run.dirs) expect(existsSync(dir)).toBe(false);
    expect(gaveUp).toEqual([]);
  });

  it('lose a process still inside: rmdir fails, the janitor kills it and removes them', async () => {
    const manager = open();
    const run = manager.create();
    const straggler = spawn('sleep', ['30'], { stdio: 'ignore' });
    const ended = new Promise((resolve) => straggler.once('exit', (_code, signal) => resolve(signal)));
    for (const procs of run.procsFiles) writeFileSync(procs, String(straggler.pid));
    manager.release(run);
    expect(await ended).toBe('SIGKILL');
    await manager.janitor.drain(5000);
    for (const dir of run.dirs) expect(existsSync(dir)).toBe(false);
    expect(gaveUp).toEqual([]);
  });
});
