import { type RunnerLanguage, runtimesReplySchema } from '@learnbox/contracts/runner';
import type { FastifyBaseLogger } from 'fastify';
import type { RunnerClient } from './runner-client';

/**
 * How long the runner's toolchain versions are believed without asking again. Short: after a
 * runtime upgrade a stored example result may be answered at most this long, and not even that
 * once any real run reported the new version (observe).
 */
export const TOOLCHAIN_VERSIONS_TTL_MS = 30_000;

/**
 * The toolchain version the runner runs each language with now (issue 19: a stored example result
 * is answered only under the version that produced it). Read from the runner's GET /runtimes at
 * most once per TTL, and only when a stored result is a candidate, so an ordinary run costs no
 * extra round trip; concurrent callers share one read.
 */
export function createToolchainVersions(deps: {
  runner: RunnerClient;
  log: FastifyBaseLogger;
  ttlMs?: number;
  now?: () => number;
}) {
  const ttlMs = deps.ttlMs ?? TOOLCHAIN_VERSIONS_TTL_MS;
  const now = deps.now ?? Date.now;
  let versions = new Map<string, string>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    const fresh = new Map<string, string>();
    try {
      const response = await deps.runner.runtimes?.();
      const parsed = response?.status === 200 ? runtimesReplySchema.safeParse(response.body) : null;
      if (parsed?.success)
        for (const runtime of parsed.data.runtimes) fresh.set(runtime.language, runtime.version);
      else if (response) deps.log.warn({ status: response.status }, 'unreadable runner /runtimes reply');
    } catch (error) {
      deps.log.warn({ err: error }, 'the runner did not say its toolchain versions');
    }
    // A failed read is kept for the TTL too: no version, so nothing is answered from storage.
    versions = fresh;
    readAt = now();
  }

  return {
    /** The version the runner runs `language` with, or null when it cannot be told. */
    async current(language: RunnerLanguage): Promise<string | null> {
      if (now() - readAt >= ttlMs) {
        reading ??= read().finally(() => {
          reading = null;
        });
        await reading;
      }
      return versions.get(language) ?? null;
    },

    /** A real run reported the version it ran with: newer knowledge than the last read. */
    observe(language: RunnerLanguage, version: string | undefined): void {
      if (version) versions.set(language, version);
    },
  };
}

export type ToolchainVersions = ReturnType<typeof createToolchainVersions>;
