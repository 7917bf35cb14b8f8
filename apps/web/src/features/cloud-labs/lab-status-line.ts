import {
  getLiveStatusMessage,
  getTerminalMessage,
  LAB_PAGE_MESSAGES,
  LAB_PROGRESS_MESSAGES,
  type LiveContainerStatus,
  type SocketStatus,
} from '@learnbox/domain';

/**
 * The lab page's status line: the spec's sentence for a failed container status (section 8 "Live
 * status messages") or a dropped terminal ("Terminal messages"), else where the start has got to.
 * The progress wording is ours; the spec names the states only.
 */
export interface StatusLine {
  text: string;
  tone: 'progress' | 'ready' | 'error';
}

export function labStatusLine(
  container: LiveContainerStatus,
  socket: SocketStatus | null,
  error: string | null = null,
): StatusLine {
  if (error) return { text: error, tone: 'error' };
  const failed = getLiveStatusMessage(container);
  if (failed) return { text: failed, tone: 'error' };
  if (container !== 'RUNNING')
    return {
      text: (LAB_PROGRESS_MESSAGES as Partial<Record<LiveContainerStatus, string>>)[container] ?? container,
      tone: 'progress',
    };
  const dropped = socket ? getTerminalMessage(socket) : undefined;
  if (dropped) return { text: dropped, tone: 'error' };
  return socket === 'connected'
    ? { text: LAB_PAGE_MESSAGES.LAB_RUNNING, tone: 'ready' }
    : { text: LAB_PAGE_MESSAGES.CONNECTING_TERMINAL, tone: 'progress' };
}
