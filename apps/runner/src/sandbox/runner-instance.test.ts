import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { instanceIsLive, isInstanceName, newInstanceName } from './runner-instance';

describe('runner instance names', () => {
  it('are new each time and live while this process runs', () => {
    const first = newInstanceName();
    const second = newInstanceName();
    expect(first).not.toBe(second);
    expect(first.startsWith(`learnbox-runner-${process.pid}-`)).toBe(true);
    expect(isInstanceName(first)).toBe(true);
    expect(instanceIsLive(first)).toBe(true);
  });

  it('count as dead once their process is gone, or when the pid now belongs to another process', () => {
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    expect(instanceIsLive(`learnbox-runner-${gone}-1-1`)).toBe(false);
    // This pid is alive, but was not started at tick 1: an earlier process with the same pid named it.
    expect(instanceIsLive(`learnbox-runner-${process.pid}-1-1`)).toBe(false);
  });

  it("judge an older runner's names (no start time) by their pid, and any other shape as dead", () => {
    expect(instanceIsLive(`learnbox-runner-${process.pid}-1`)).toBe(true);
    expect(instanceIsLive('learnbox-runner-999999999-1')).toBe(false);
    expect(instanceIsLive('learnbox-runner-x')).toBe(false);
    expect(isInstanceName('something-else')).toBe(false);
  });
});
