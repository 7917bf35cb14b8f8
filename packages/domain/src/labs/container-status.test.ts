import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_ERROR_STATUS,
  CONTAINER_FAILURE_STATUSES,
  getLiveStatusMessage,
  isContainerFailureStatus,
  isLiveContainerStatus,
  LIVE_CONTAINER_STATUSES,
} from './container-status';

describe('live container status (spec sections 4 and 8)', () => {
  it('lists the 15 statuses and the three failures', () => {
    expect(LIVE_CONTAINER_STATUSES).toHaveLength(15);
    expect(CONTAINER_FAILURE_STATUSES).toEqual(['ALLOCATION_FAILED', 'DAEMON_FAILED', 'UPDATE_FAILED']);
    expect(ALLOCATION_ERROR_STATUS).toBe('ALLOCATION_FAILED');
  });

  it.each(
    LIVE_CONTAINER_STATUSES.map((s) => [
      s,
      ['ALLOCATION_FAILED', 'DAEMON_FAILED', 'UPDATE_FAILED'].includes(s),
    ]),
  )('%s is a failure: %s', (status, expected) => {
    expect(isContainerFailureStatus(status)).toBe(expected);
  });

  it.each([
    ['ALLOCATION_FAILED', 'Resources allocation failed!'],
    ['PULL_FAILED', 'Failed to pull image!'],
    ['DAEMON_FAILED', 'Failed to configure live container!'],
    ['UPDATE_FAILED', 'Failed to update app with your code!'],
    ['PING_APP_FAILED', 'Failed to ping the app!'],
    ['NO_RESPONSE', 'App failed to respond!'],
    ['RUNNING', undefined],
    ['toString', undefined],
  ])('%s -> %j', (status, message) => {
    expect(getLiveStatusMessage(status)).toBe(message);
  });

  it.each([
    ['RUNNING', true],
    ['running', false],
    [3, false],
  ])('isLiveContainerStatus(%j) is %s', (value, expected) => {
    expect(isLiveContainerStatus(value)).toBe(expected);
  });
});
