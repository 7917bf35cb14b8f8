import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs raw SQL on the same connections as `db` (the job queue's adapter). Without values the
   * text may hold several statements; with values it is one statement. Returns the last result.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Called when the server drops an idle PostgreSQL connection; a warning on stderr by default. */
  onIdleError?: (error: Error) => void;
}

function warnIdleError(error: Error): void {
  console.warn(`[db] PostgreSQL dropped an idle connection (${error.message}); the pool reconnects.`);
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite. PGlite is a
 * single-process database, so only one process (the api) may open a given data folder.
 */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, DROP DATABASE ... WITH (FORCE))
    // is emitted on the pool; without a listener that event would crash the process. The pool
    // has already discarded the connection and opens a new one on the next query.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) (options.onIdleError ?? warnIdleError)(error);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      executeSql: (text, values) => pool.query(text, values),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    // PGlite's `query` takes one statement; `exec` takes several but no parameters.
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}
