import { describe, expect, it } from 'vitest';
import { labStatusLine } from './lab-status-line';

describe('labStatusLine', () => {
  it("shows the spec's sentence for failed container statuses", () => {
    expect(labStatusLine('ALLOCATION_FAILED', null)).toEqual({
      text: 'Resources allocation failed!',
      tone: 'error',
    });
    expect(labStatusLine('PULL_FAILED', null).text).toBe('Failed to pull image!');
  });

  it("shows the spec's terminal sentences once the lab runs", () => {
    expect(labStatusLine('RUNNING', 'offline').text).toBe('Connection Failed: Run again to reconnect.');
    expect(labStatusLine('RUNNING', 'disconnected').text).toBe(
      'Terminal Disconnected: Run again to reconnect.',
    );
    expect(labStatusLine('RUNNING', 'connected')).toEqual({ text: 'Your lab is running.', tone: 'ready' });
  });

  it('shows progress while starting, and an api error over everything', () => {
    expect(labStatusLine('PULLING', null).tone).toBe('progress');
    const refused = 'Cannot start a new cloud lab/session when another lab/session is in progress.';
    expect(labStatusLine('CONTAINER_OFFLINE', null, refused)).toEqual({ text: refused, tone: 'error' });
  });
});
