import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_ERROR_STATUS,
  advanceContainerStatus,
  CONTAINER_FAILURE_STATUSES,
  canTransition,
  getLiveStatusMessage,
  holdsContainer,
  isContainerFailureStatus,
  isLiveContainerStatus,
  LIVE_CONTAINER_STATUSES,
  type LiveContainerStatus,
  nextContainerStatuses,
  transitionContainer,
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

describe('container status machine', () => {
  const happyPath = [
    'CONTAINER_OFFLINE',
    'ALLOCATING',
    'ALLOCATED',
    'PULLING',
    'PULLED',
    'WAITING_FOR_DAEMON',
    'RUNNING',
    'UPDATING',
    'UPDATED',
    'RUNNING',
  ] as const satisfies readonly LiveContainerStatus[];

  it('walks allocate, pull, daemon, run and update', () => {
    const end = happyPath
      .slice(1)
      .reduce<LiveContainerStatus>((from, to) => transitionContainer(from, to), happyPath[0]);
    expect(end).toBe('RUNNING');
  });

  it('lets a warm container skip the pull', () => {
    expect(canTransition('ALLOCATED', 'WAITING_FOR_DAEMON')).toBe(true);
  });

  it('goes offline from anywhere but offline', () => {
    for (const status of LIVE_CONTAINER_STATUSES)
      expect(canTransition(status, 'CONTAINER_OFFLINE')).toBe(status !== 'CONTAINER_OFFLINE');
  });

  it('restarts every failure with a new allocation', () => {
    for (const status of CONTAINER_FAILURE_STATUSES) expect(canTransition(status, 'ALLOCATING')).toBe(true);
  });

  it('lists next statuses, offline included once running', () => {
    expect(nextContainerStatuses('CONTAINER_OFFLINE')).toEqual(['ALLOCATING']);
    expect(nextContainerStatuses('RUNNING')).toEqual(['UPDATING', 'CONTAINER_OFFLINE']);
  });

  it('refuses an illegal move with a 400 naming both ends', () => {
    expect(() => transitionContainer('CONTAINER_OFFLINE', 'RUNNING')).toThrowError(
      expect.objectContaining({
        status: 400,
        message: 'The lab cannot move to that state from where it is now.',
        errors: { status: 'CONTAINER_OFFLINE -> RUNNING' },
      }),
    );
  });

  it('holds a container except offline and after a failed allocation', () => {
    expect(holdsContainer('RUNNING')).toBe(true);
    expect(holdsContainer('PULL_FAILED')).toBe(true);
    expect(holdsContainer('CONTAINER_OFFLINE')).toBe(false);
    expect(holdsContainer('ALLOCATION_FAILED')).toBe(false);
  });
});

describe('advanceContainerStatus', () => {
  it('follows legal moves, several at once when the host ran ahead', () => {
    expect(advanceContainerStatus('ALLOCATED', 'PULLING')).toBe('PULLING');
    expect(advanceContainerStatus('ALLOCATED', 'RUNNING')).toBe('RUNNING');
    expect(advanceContainerStatus('PULLED', 'RUNNING')).toBe('RUNNING');
    expect(advanceContainerStatus('WAITING_FOR_DAEMON', 'DAEMON_FAILED')).toBe('DAEMON_FAILED');
  });

  it('keeps the status on a stale or unreachable observation', () => {
    expect(advanceContainerStatus('RUNNING', 'PULLED')).toBe('RUNNING');
    expect(advanceContainerStatus('DAEMON_FAILED', 'RUNNING')).toBe('DAEMON_FAILED');
    expect(advanceContainerStatus('CONTAINER_OFFLINE', 'RUNNING')).toBe('CONTAINER_OFFLINE');
  });
});
