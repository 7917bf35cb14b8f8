/**
 * What the sandboxed iframes of RunJS and WebpackBin post to the page. The iframe's origin is
 * opaque, so the page cannot check event.origin: it checks the shape and the run id instead,
 * which also drops late messages of a run that was replaced or stopped.
 */

export const SANDBOX_MESSAGE_SOURCE = 'learnbox-sandbox';

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

/** How a RunJS run ended or changed; 'truncated' means output was dropped, the run goes on. */
export type SandboxStatus = 'done' | 'timeout' | 'truncated';

export interface SandboxConsoleMessage {
  source: typeof SANDBOX_MESSAGE_SOURCE;
  runId: string;
  type: 'console';
  level: ConsoleLevel;
  text: string;
}

export interface SandboxStatusMessage {
  source: typeof SANDBOX_MESSAGE_SOURCE;
  runId: string;
  type: 'status';
  status: SandboxStatus;
}

export type SandboxMessage = SandboxConsoleMessage | SandboxStatusMessage;

const LEVELS: readonly unknown[] = ['log', 'info', 'warn', 'error'] satisfies ConsoleLevel[];
const STATUSES: readonly unknown[] = ['done', 'timeout', 'truncated'] satisfies SandboxStatus[];

export function isSandboxMessage(data: unknown, runId: string): data is SandboxMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<string, unknown>>;
  if (message.source !== SANDBOX_MESSAGE_SOURCE || message.runId !== runId) return false;
  if (message.type === 'console') return LEVELS.includes(message.level) && typeof message.text === 'string';
  return message.type === 'status' && STATUSES.includes(message.status);
}
