import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import rules (index.ts only, a module DAG, Drizzle in repositories only) are
// tests/architecture.test.ts's; this checks the one thing particular to commerce's shape.
const USE_CASES = join(__dirname, 'use-cases');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** A parameter or field typed as the whole Commerce (a Pick of it is fine). */
const WHOLE_COMMERCE = /\b\w+\??: Commerce\s*[,)=;]/;

describe('the commerce module', () => {
  it('gives each use case the few dependencies it names, never the whole Commerce', () => {
    const offenders = sourceFiles(USE_CASES)
      .filter((file) => WHOLE_COMMERCE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(USE_CASES, file));
    expect(offenders).toEqual([]);
  });

  it('recognises a use case that takes the whole Commerce (the check can fail)', () => {
    expect(WHOLE_COMMERCE.test('export async function run(deps: Commerce, id: string) {')).toBe(true);
    expect(WHOLE_COMMERCE.test('export function run(ctx: Commerce) {')).toBe(true);
    expect(WHOLE_COMMERCE.test("export type RunDeps = Pick<Commerce, 'plans'>;")).toBe(false);
  });
});
