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

describe('the commerce module', () => {
  it('gives each use case the few dependencies it names, never the whole Commerce', () => {
    const offenders = sourceFiles(USE_CASES)
      .filter((file) => /\(\s*ctx: Commerce\b|ctx: Commerce[,)]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(USE_CASES, file));
    expect(offenders).toEqual([]);
  });
});
