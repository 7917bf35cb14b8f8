import { createContext, runInContext } from 'node:vm';
import { type RunJsLimits, runJsFrameScript } from './run-js-document';
import type { SandboxMessage } from './sandbox-message';

/**
 * For unit tests only: runs a RunJS iframe script in a Node VM context with a fake parent and
 * a fake Worker whose script runs in a second context, so the real document and worker code
 * are exercised end to end without a browser. (Endless loops need the e2e journey.)
 */

export interface SandboxRun {
  /** What the iframe posted to the page, in order. */
  toPage: SandboxMessage[];
  /** How each worker was created ('blob' or 'data') and whether it was terminated. */
  workers: { kind: string; terminated: boolean }[];
  /** Resolves when the iframe posts a 'done' or 'timeout' status (or rejects after waitMs). */
  ended(waitMs?: number): Promise<SandboxMessage[]>;
}

const noop = () => undefined;

/** A worker context's timers: a throw in a callback becomes an 'error' event, as in a browser. */
function workerTimers(dispatchError: (error: unknown) => void) {
  const guard =
    (callback: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      try {
        callback(...args);
      } catch (error) {
        dispatchError(error);
      }
    };
  return {
    setTimeout: (callback: (...args: unknown[]) => unknown, ms?: number, ...args: unknown[]) =>
      setTimeout(guard(callback), ms, ...args),
    setInterval: (callback: (...args: unknown[]) => unknown, ms?: number, ...args: unknown[]) =>
      setInterval(guard(callback), ms, ...args),
    clearTimeout,
    clearInterval,
  };
}

function startFakeWorker(source: string, owner: { deliver: (data: unknown) => void }) {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const dispatchError = (error: unknown) => {
    const event = { error, message: String(error), preventDefault: noop };
    for (const listener of listeners.error ?? []) listener(event);
  };
  const scope: Record<string, unknown> = {
    ...workerTimers(dispatchError),
    console: { log: noop, info: noop, warn: noop, error: noop },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    postMessage: (data: unknown) => owner.deliver(structuredClone(data)),
  };
  scope.self = scope;
  const context = createContext(scope);
  runInContext(source, context);
  return (data: unknown) => {
    const onmessage = scope.onmessage as ((event: { data: unknown }) => void) | null;
    setTimeout(() => onmessage?.({ data: structuredClone(data) }), 0);
  };
}

export function runInFakeSandbox(
  code: string,
  limits: RunJsLimits,
  options: { blobFails?: boolean } = {},
): SandboxRun {
  const toPage: SandboxMessage[] = [];
  const workers: SandboxRun['workers'] = [];
  let onEnd: (() => void) | null = null;

  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    private readonly record: { kind: string; terminated: boolean };
    private readonly send: (data: unknown) => void;
    constructor(url: string) {
      if (url.startsWith('blob:') && options.blobFails) throw new Error('SecurityError');
      const kind = url.startsWith('blob:') ? 'blob' : 'data';
      const source = kind === 'blob' ? blobs.get(url) : decodeURIComponent(url.replace(/^data:[^,]*,/, ''));
      this.record = { kind, terminated: false };
      workers.push(this.record);
      this.send = startFakeWorker(source ?? '', {
        // A terminated worker's messages never arrive.
        deliver: (data) => {
          if (!this.record.terminated) setTimeout(() => this.onmessage?.({ data }), 0);
        },
      });
    }
    postMessage(data: unknown) {
      this.send(data);
    }
    terminate() {
      this.record.terminated = true;
    }
  }

  const blobs = new Map<string, string>();
  const frame = createContext({
    Worker: FakeWorker,
    Blob: class {
      constructor(readonly parts: string[]) {}
    },
    URL: {
      createObjectURL: (blob: { parts: string[] }) => {
        const url = `blob:null/${blobs.size}`;
        blobs.set(url, blob.parts.join(''));
        return url;
      },
    },
    parent: {
      postMessage: (message: SandboxMessage) => {
        toPage.push(structuredClone(message));
        if (message.type === 'status' && message.status !== 'truncated') onEnd?.();
      },
    },
    setTimeout,
    clearTimeout,
  });
  runInContext(runJsFrameScript(code, 'run-1', limits), frame);

  return {
    toPage,
    workers,
    ended: (waitMs = 2_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no end: ${JSON.stringify(toPage)}`)), waitMs);
        const finish = () => {
          clearTimeout(timer);
          // A little longer, to show that nothing arrives after the end.
          setTimeout(() => resolve(toPage), 30);
        };
        if (toPage.some((message) => message.type === 'status' && message.status !== 'truncated')) finish();
        else onEnd = finish;
      }),
  };
}
