import {
  type ExecutionTargetState,
  expireProxyFallback,
  initialExecutionTargetState,
  recordDirectCallFailure,
} from '@learnbox/domain';

/** The part of Web Storage this needs; null where there is none (server, blocked storage). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PROXY_FALLBACK_KEY = 'learnbox.code-execution.proxy-until';

/**
 * Remembers, across reloads and tabs, that direct runs failed and the proxy is in force for an
 * hour (spec sections 4 and 9). A broken or full storage must never stop a run, so every error
 * here falls back to "no fallback remembered".
 */
export function createProxyFallbackStore(storage: KeyValueStorage | null, now: () => number) {
  return {
    read(): ExecutionTargetState {
      let raw: string | null = null;
      try {
        raw = storage?.getItem(PROXY_FALLBACK_KEY) ?? null;
      } catch {
        return initialExecutionTargetState;
      }
      const until = raw === null ? Number.NaN : Number(raw);
      if (!Number.isFinite(until)) return initialExecutionTargetState;
      const state = expireProxyFallback({ proxyUntil: until }, now());
      if (state.proxyUntil === null) this.clear();
      return state;
    },

    /** A direct call failed: proxy for the next hour. */
    remember(): ExecutionTargetState {
      const state = recordDirectCallFailure(now());
      try {
        storage?.setItem(PROXY_FALLBACK_KEY, String(state.proxyUntil));
      } catch {
        // Quota or privacy mode: this page still uses the proxy, the next one tries direct again.
      }
      return state;
    },

    clear(): void {
      try {
        storage?.removeItem(PROXY_FALLBACK_KEY);
      } catch {
        // nothing to clear
      }
    },
  };
}

export type ProxyFallbackStore = ReturnType<typeof createProxyFallbackStore>;
