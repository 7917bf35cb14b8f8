import type { SocketStatus } from '@learnbox/domain';

/**
 * One terminal's WebSocket to the live host (`<host>/labs/:labId/terminal?auth=&term=`): bytes both
 * ways, resize as a JSON text message. The host replays the recent screen first on every connect,
 * so each open tells the view to clear before that replay arrives (no doubled screen). A drop is
 * retried a few times (the spec's websocket rule of section 9: 2 s apart, 3 retries, 18 s to
 * connect); after that, or when the socket never opened, the status stays and the learner runs
 * again. A normal close from the host (code 1000: the shell ended) is 'terminated', ours is
 * 'force closed'.
 */

export interface TerminalTiming {
  connectTimeoutMs: number;
  reconnectDelayMs: number;
  maxReconnects: number;
}

/** Spec section 9 "Diagnostics": websocket timeout 18 s, reconnection delay 2 s, max 3 retries. */
export const TERMINAL_TIMING: TerminalTiming = {
  connectTimeoutMs: 18_000,
  reconnectDelayMs: 2000,
  maxReconnects: 3,
};

export interface TerminalHandlers {
  /** Bytes for the screen. */
  onData(bytes: Uint8Array): void;
  /** A (re)connection opened: clear the screen, the host's replay follows. */
  onReplayStart(): void;
  onStatus(status: SocketStatus): void;
}

export interface TerminalConnection {
  send(input: string): void;
  resize(cols: number, rows: number): void;
  /** Connects again after a failure ("Run again to reconnect"). */
  reconnect(): void;
  close(): void;
  readonly status: SocketStatus;
}

/** The host's terminal address: http(s) becomes ws(s). */
export function terminalUrl(liveHostUrl: string, labId: string, auth: string, term: number): string {
  const url = new URL(`labs/${encodeURIComponent(labId)}/terminal`, liveHostUrl.replace(/\/*$/, '/'));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('auth', auth);
  url.searchParams.set('term', String(term));
  return url.toString();
}

const NORMAL_CLOSE = 1000;

/** The browser's WebSocket; tests pass a Node client of the same standard shape. */
export type WebSocketConstructor = new (url: string) => WebSocket;

/** WebSocket.OPEN, without reading the global (absent in Node 20). */
const OPEN = 1;

export function connectTerminal(
  url: string,
  handlers: TerminalHandlers,
  timing: TerminalTiming = TERMINAL_TIMING,
  Socket: WebSocketConstructor = globalThis.WebSocket,
): TerminalConnection {
  const encoder = new TextEncoder();
  let socket: WebSocket | null = null;
  let status: SocketStatus = 'offline';
  let size: { cols: number; rows: number } | null = null;
  let reconnects = 0;
  let closedByUs = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: SocketStatus) => {
    if (next === status && next !== 'offline') return;
    status = next;
    handlers.onStatus(next);
  };
  const sendSize = () => {
    if (size && socket?.readyState === OPEN)
      socket.send(JSON.stringify({ type: 'resize', cols: size.cols, rows: size.rows }));
  };

  function open() {
    clearTimeout(retryTimer);
    const ws = new Socket(url);
    ws.binaryType = 'arraybuffer';
    socket = ws;
    let opened = false;
    const connectTimer = setTimeout(() => ws.close(), timing.connectTimeoutMs);
    // A failed connect is followed by close, which decides; without a handler Node clients throw.
    ws.onerror = () => {};
    ws.onopen = () => {
      clearTimeout(connectTimer);
      opened = true;
      handlers.onReplayStart();
      setStatus('connected');
      sendSize();
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      // Only a host that answers resets the retries: one that accepts and drops at once gives up.
      reconnects = 0;
      handlers.onData(
        typeof event.data === 'string'
          ? encoder.encode(event.data)
          : new Uint8Array(event.data as ArrayBuffer),
      );
    };
    ws.onclose = (event) => {
      clearTimeout(connectTimer);
      if (socket !== ws || closedByUs) return;
      socket = null;
      if (opened && event.code === NORMAL_CLOSE) return setStatus('terminated');
      const wasUp = opened || status === 'disconnected';
      if (reconnects < timing.maxReconnects && wasUp) {
        reconnects += 1;
        setStatus('disconnected');
        retryTimer = setTimeout(open, timing.reconnectDelayMs);
        return;
      }
      setStatus(wasUp ? 'disconnected' : 'offline');
    };
  }

  open();
  return {
    get status() {
      return status;
    },
    send(input) {
      if (socket?.readyState === OPEN) socket.send(encoder.encode(input));
    },
    resize(cols, rows) {
      size = { cols, rows };
      sendSize();
    },
    reconnect() {
      if (socket) return;
      closedByUs = false;
      reconnects = 0;
      open();
    },
    close() {
      closedByUs = true;
      clearTimeout(retryTimer);
      socket?.close(NORMAL_CLOSE);
      socket = null;
      setStatus('force closed');
    },
  };
}
