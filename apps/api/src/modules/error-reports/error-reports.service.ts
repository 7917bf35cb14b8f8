import type { Database } from '@learnbox/db';
import { DomainError, ERROR_REPORT_MESSAGES, filterErrorReport } from '@learnbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { type Envelope, type EnvelopeItem, parseEnvelope } from './envelope';
import { createErrorReportsRepository } from './error-reports.repository';
import { eventFingerprint, eventMessage, type SentryEvent } from './fingerprint';
import { createSentryForwarder } from './sentry-forwarder';

/**
 * Where an error happened: the browser (the tunnel), the web server's rendering (the tunnel, sent
 * by the web itself), or the api (its own SDK, in process).
 */
export type ErrorSource = 'browser' | 'web-server' | 'api';

const LEVELS = new Set(['fatal', 'error', 'warning', 'log', 'info', 'debug']);
const cut = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value ? value.slice(0, max) : null;

function parseEvent(item: EnvelopeItem): SentryEvent {
  let value: unknown;
  try {
    value = JSON.parse(item.payload.toString('utf8'));
  } catch {
    throw new DomainError(ERROR_REPORT_MESSAGES.BAD_EVENT);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new DomainError(ERROR_REPORT_MESSAGES.BAD_EVENT);
  return value as SentryEvent;
}

/** The spec's filter; an event too deeply nested to measure is refused like any malformed one. */
function filterSafely(event: SentryEvent): SentryEvent | null {
  try {
    return filterErrorReport(event);
  } catch {
    throw new DomainError(ERROR_REPORT_MESSAGES.BAD_EVENT);
  }
}

/**
 * Error reports: an envelope is parsed, each error event goes through the spec's filter (section
 * 5: noise dropped; 200000 bytes or more: oldest breadcrumbs trimmed, then dropped), what is left
 * is stored grouped by fingerprint and, with SENTRY_DSN, forwarded. Items that are not error
 * events (sessions, client reports) are forwarded as they came and not stored.
 */
export function createErrorReports(
  db: Database,
  options: { sentryDsn?: string; log: FastifyBaseLogger; now?: () => Date },
) {
  const repository = createErrorReportsRepository(db);
  const forwarder = createSentryForwarder(options.sentryDsn, options.log);
  const now = options.now ?? (() => new Date());

  return {
    async ingest(body: Buffer, from: { source: ErrorSource; userId: string | null }) {
      const envelope = parseEnvelope(body);
      // Parse every event first: a malformed one refuses the whole envelope before anything is kept.
      const parsed = envelope.items.map((item) => ({
        item,
        event: item.header.type === 'event' ? parseEvent(item) : null,
      }));
      const kept: EnvelopeItem[] = [];
      let stored = 0;
      let dropped = 0;
      for (const { item, event } of parsed) {
        if (!event) {
          kept.push(item);
          continue;
        }
        const filtered = filterSafely(event);
        if (!filtered) {
          dropped++;
          continue;
        }
        const level =
          typeof filtered.level === 'string' && LEVELS.has(filtered.level) ? filtered.level : 'error';
        await repository.record(
          {
            fingerprint: eventFingerprint(filtered),
            message: eventMessage(filtered).slice(0, 1000),
            level,
            platform: from.source,
            release: cut(filtered.release, 200),
            url: cut((filtered.request as { url?: unknown } | undefined)?.url, 2000),
            // The api knows who is signed in; a browser's claim about its user is not believed
            // (the api's own SDK sets the id from request.user, so there it is ours).
            userId:
              from.source === 'api'
                ? cut((filtered.user as { id?: unknown } | undefined)?.id, 100)
                : from.userId,
          },
          now(),
        );
        stored++;
        kept.push(
          filtered === event ? item : { header: item.header, payload: Buffer.from(JSON.stringify(filtered)) },
        );
      }
      if (forwarder.enabled && kept.some((item) => item.header.type === 'event'))
        await forwarder.forward({ header: envelope.header, items: kept } satisfies Envelope);
      return { stored, dropped };
    },

    async listGroups() {
      const rows = await repository.listGroups(200);
      return rows.map((row) => ({
        ...row,
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },
  };
}
export type ErrorReports = ReturnType<typeof createErrorReports>;
