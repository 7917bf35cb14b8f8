import { PostHog } from 'posthog-node';

/** Where stored events are copied when PostHog is configured (POSTHOG_KEY, POSTHOG_HOST). */
export interface EventSink {
  capture(event: { distinctId: string; event: string; properties: Record<string, unknown> }): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

/**
 * posthog-node batches in memory and sends from the background; a PostHog outage costs the copy,
 * never a request (its errors are logged, our own table keeps every event).
 */
export function createPostHogSink(
  options: { key: string; host?: string; flushAt?: number; flushIntervalMs?: number },
  log: { warn(object: unknown, message: string): void },
): EventSink {
  const client = new PostHog(options.key, {
    host: options.host ?? DEFAULT_POSTHOG_HOST,
    flushAt: options.flushAt ?? 20,
    flushInterval: options.flushIntervalMs ?? 10_000,
  });
  client.on('error', (error: unknown) => log.warn({ err: error }, 'PostHog did not take the events'));
  return {
    capture: (event) => client.capture(event),
    flush: () => client.flush(),
    close: () => client.shutdown(),
  };
}
