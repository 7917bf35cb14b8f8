import type { FastifyBaseLogger } from 'fastify';
import { type Envelope, serializeEnvelope } from './envelope';

/** Where a DSN's envelopes go: https://KEY@HOST/PATH/PROJECT -> https://HOST/PATH/api/PROJECT/envelope/. */
export function envelopeUrlOf(dsn: string): { url: string; publicKey: string } {
  const parsed = new URL(dsn);
  const segments = parsed.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    url: `${parsed.protocol}//${parsed.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(parsed.username),
  };
}

const FORWARD_TIMEOUT_MS = 3_000;

/**
 * Sends envelopes on to the configured Sentry project (SENTRY_DSN). The envelope's own `dsn`
 * header is replaced by ours: a browser never chooses where the tunnel posts. A failure is logged
 * and forgotten: the report is already stored here, and the sender must not see our upstream.
 */
export function createSentryForwarder(dsn: string | undefined, log: FastifyBaseLogger) {
  if (!dsn) return { enabled: false, forward: async (_envelope: Envelope) => false };
  const { url, publicKey } = envelopeUrlOf(dsn);
  return {
    enabled: true,
    async forward(envelope: Envelope): Promise<boolean> {
      const body = serializeEnvelope({ ...envelope, header: { ...envelope.header, dsn } });
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-sentry-envelope',
            'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${publicKey}, sentry_client=learnbox-tunnel/1.0`,
          },
          body,
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        });
        if (!response.ok) log.warn({ status: response.status }, 'Sentry refused a forwarded error report');
        return response.ok;
      } catch (error) {
        log.warn({ err: error }, 'could not forward an error report to Sentry');
        return false;
      }
    },
  };
}
