import { describe, expect, it } from 'vitest';
import { createReadyGate, FIRST_TABS, jobRunInput, openTerminal, planJobRun } from './lab-job-run';

describe('jobRunInput', () => {
  it('types every line of the start script with Enter, without blank trailing lines', () => {
    expect(jobRunInput('cd "$HOME/app" && node server.js')).toBe('cd "$HOME/app" && node server.js\r');
    expect(jobRunInput('npm ci\r\nnpm start\n\n')).toBe('npm ci\rnpm start\r');
  });
});

describe('openTerminal', () => {
  it('opens a plain tab after the highest one and keeps the job tabs', () => {
    expect(openTerminal(FIRST_TABS)).toEqual({ term: 1, tabs: { terminals: [0, 1], byJob: {} } });
    expect(openTerminal({ terminals: [0, 2], byJob: { serve: 2 } })).toEqual({
      term: 3,
      tabs: { terminals: [0, 2, 3], byJob: { serve: 2 } },
    });
  });
});

describe('planJobRun', () => {
  const fresh = { terminals: [0], byJob: {} };

  it('opens a new tab for a job that has none, after the highest open one', () => {
    expect(planJobRun(fresh, 'serve', 4)).toEqual({
      kind: 'new',
      term: 1,
      tabs: { terminals: [0, 1], byJob: { serve: 1 } },
    });
    expect(planJobRun({ terminals: [0, 3], byJob: {} }, 'serve', 4)).toMatchObject({ kind: 'new', term: 4 });
  });

  it('runs a job again in its own tab, even when no tab is left to open', () => {
    const tabs = { terminals: [0, 1, 2, 3], byJob: { serve: 2 } };
    expect(planJobRun(tabs, 'serve', 4)).toEqual({ kind: 'again', term: 2, tabs });
  });

  it('refuses a new tab past the limit', () => {
    expect(planJobRun({ terminals: [0, 1, 2, 3], byJob: { serve: 2 } }, 'build', 4)).toEqual({
      kind: 'full',
    });
  });

  it('opens a new tab when the job tab it had is gone', () => {
    expect(planJobRun({ terminals: [0], byJob: { serve: 2 } }, 'serve', 4)).toMatchObject({
      kind: 'new',
      term: 1,
    });
  });
});

describe('createReadyGate', () => {
  it('holds typed input until the shell first speaks, then types it in order and the rest at once', () => {
    const sent: string[] = [];
    const gate = createReadyGate((text) => sent.push(text));
    gate.type('a\r');
    gate.type('b\r');
    expect(sent).toEqual([]);
    gate.shellSpoke();
    expect(sent).toEqual(['a\r', 'b\r']);
    gate.shellSpoke();
    gate.type('c\r');
    expect(sent).toEqual(['a\r', 'b\r', 'c\r']);
  });
});
