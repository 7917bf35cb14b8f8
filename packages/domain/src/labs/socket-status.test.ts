import { describe, expect, it } from 'vitest';
import { getTerminalMessage, SOCKET_STATUSES } from './socket-status';

describe('socket status (spec sections 4 and 8)', () => {
  it('lists the statuses', () => {
    expect(SOCKET_STATUSES).toEqual(['offline', 'connected', 'disconnected', 'terminated', 'force closed']);
  });

  it.each([
    ['offline', 'Connection Failed: Run again to reconnect.'],
    ['disconnected', 'Terminal Disconnected: Run again to reconnect.'],
    ['terminated', 'Terminal Disconnected: Run again to reconnect.'],
    ['connected', undefined],
    ['force closed', undefined],
  ] as const)('%s -> %j', (status, message) => {
    expect(getTerminalMessage(status)).toBe(message);
  });
});
