import { TERMINAL_MESSAGES } from './messages';

/** Terminal socket statuses (spec section 4 "Socket status"). */
export const SOCKET_STATUSES = [
  'offline',
  'connected',
  'disconnected',
  'terminated',
  'force closed',
] as const;
/** One of SOCKET_STATUSES (spec section 4 "Socket status"). */
export type SocketStatus = (typeof SOCKET_STATUSES)[number];

/**
 * The message a terminal prints when its socket changes status (spec section 8 "Terminal
 * messages"). The spec does not map them; ours: 'offline' means the connection never came up
 * (Connection Failed); 'disconnected' and 'terminated' mean it dropped (Terminal Disconnected);
 * 'force closed' is our own deliberate close and 'connected' is fine, so neither prints anything.
 */
export function getTerminalMessage(status: SocketStatus): string | undefined {
  switch (status) {
    case 'offline':
      return TERMINAL_MESSAGES.CONNECTION_FAILED;
    case 'disconnected':
    case 'terminated':
      return TERMINAL_MESSAGES.DISCONNECTED;
    default:
      return undefined;
  }
}
