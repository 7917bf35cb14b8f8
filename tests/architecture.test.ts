import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findCycles,
  importsOf,
  ROOT,
  resolveRelative,
  sourceFiles,
  targetUnit,
  UNITS,
  type Unit,
  unitOf,
} from './import-graph';

/** DESIGN.md section 2: which unit may import which. Everything else is a violation. */
const ALLOWED: Record<Unit, Unit[]> = {
  'packages/domain': [],
  'packages/contracts': [],
  'packages/db': [],
  'apps/api': ['packages/contracts', 'packages/domain', 'packages/db'],
  'apps/runner': ['packages/contracts', 'packages/domain'],
  'apps/web': ['packages/contracts', 'packages/domain'],
};

const files = (Object.keys(UNITS) as Unit[]).flatMap((unit) => sourceFiles(`${ROOT}/${unit}`));

describe('architecture', () => {
  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('imports only in the directions DESIGN.md allows', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = unitOf(file);
      if (!from) continue;
      for (const specifier of importsOf(file)) {
        const to = targetUnit(file, specifier);
        if (to && to !== from && !ALLOWED[from].includes(to)) {
          violations.push(`${relative(ROOT, file)} imports ${specifier} (${from} -> ${to})`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('has no import cycles between files', () => {
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const edges = importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== undefined);
      graph.set(file, edges);
    }
    expect(findCycles(graph)).toEqual([]);
  });

  it('detects a planted cycle and a forbidden import (the checks can fail)', () => {
    const a = `${ROOT}/a.ts`;
    const b = `${ROOT}/b.ts`;
    expect(
      findCycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toHaveLength(1);
    expect(targetUnit(`${ROOT}/packages/domain/src/x.ts`, '@learnbox/db')).toBe('packages/db');
    expect(ALLOWED['packages/domain']).not.toContain('packages/db');
  });
});
