import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/** Record keys are lab ids: never a path of their own. */
const KEY = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * A directory of small JSON files, one per lab: what the live host must remember across its own
 * restarts (the containers outlive the process). Written to a temporary file and renamed, so a
 * crash mid-write leaves the old record, never half of one. Files that no longer parse are
 * skipped with a log line rather than stopping the host.
 */
export class JsonRecords<T> {
  constructor(
    private readonly dir: string,
    private readonly schema: z.ZodType<T>,
    private readonly log: (message: string) => void = () => {},
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid record key "${key}"`);
    return join(this.dir, `${key}.json`);
  }

  write(key: string, value: T): void {
    const file = this.file(key);
    writeFileSync(`${file}.tmp`, JSON.stringify(value), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  }

  read(key: string): T | undefined {
    try {
      return this.schema.parse(JSON.parse(readFileSync(this.file(key), 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      this.log(`record ${key} is unreadable, ignored: ${(error as Error).message}`);
      return undefined;
    }
  }

  delete(key: string): void {
    rmSync(this.file(key), { force: true });
  }

  /** Every readable record, by key. */
  all(): Map<string, T> {
    const records = new Map<string, T>();
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue;
      const key = name.slice(0, -'.json'.length);
      if (!KEY.test(key)) continue;
      const value = this.read(key);
      if (value !== undefined) records.set(key, value);
    }
    return records;
  }
}
