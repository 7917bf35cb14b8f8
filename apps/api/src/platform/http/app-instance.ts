import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '@learnbox/db';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export interface AppDeps {
  db: Database;
  dbKind: 'pglite' | 'postgres';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' collaborators, decorated once so modules never import process-wide state. */
    deps: AppDeps;
    /** Retries the mail outbox's due rows; returns how many were delivered. */
    mailOutbox: { deliverDue(): Promise<number> };
  }
}

/** The api's Fastify instance, typed by the zod schemas of each route. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
