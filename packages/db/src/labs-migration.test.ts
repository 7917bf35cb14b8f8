import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';

/** Migration 0009 on a database that already holds labs data of 0008's shape. */
const files = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const db = new PGlite();
afterAll(() => db.close());

async function apply(name: string) {
  const text = readFileSync(join(MIGRATIONS_FOLDER, name), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

describe('migration 0009 (labs)', () => {
  it('gives every old session a terminal secret and every old build its log line count', async () => {
    for (const name of files.filter((file) => file < '0009')) await apply(name);
    await db.exec(`
      INSERT INTO content_authors (id, name, email) VALUES ('a1', 'A', 'a@example.com');
      INSERT INTO labs (id, slug, author_id, title, summary, dockerfile) VALUES ('l1', 'l1', 'a1', 'L', 'S', 'FROM x');
      INSERT INTO lab_instances (id, user_id, lab_id, home_volume, expires_at) VALUES ('i1', 'u1', 'l1', 'h', now());
      INSERT INTO lab_builds (id, lab_id, build_number, image_name, dockerfile) VALUES ('b1', 'l1', 1, 'img:1', 'FROM x');
      INSERT INTO lab_build_log_lines (build_id, seq, line) VALUES ('b1', 0, 'a'), ('b1', 1, 'b');
    `);
    await apply(files.find((file) => file.startsWith('0009')) ?? '');
    const instance = await db.query<{ allocate_auth: string }>('SELECT allocate_auth FROM lab_instances');
    expect(instance.rows[0]?.allocate_auth).toMatch(/^[0-9a-f]{64}$/);
    const build = await db.query<{ log_line_count: number }>('SELECT log_line_count FROM lab_builds');
    expect(build.rows[0]?.log_line_count).toBe(2);
    await expect(
      db.exec(
        `INSERT INTO lab_instances (id, user_id, lab_id, home_volume, expires_at) VALUES ('i2', 'u2', 'l1', 'h', now())`,
      ),
    ).rejects.toThrow(/allocate_auth/);
  }, 60_000);
});
