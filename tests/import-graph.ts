import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(new URL('..', import.meta.url).pathname);
const SKIP = new Set(['node_modules', '.next', 'dist', 'coverage', 'test-results', 'migrations']);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** Workspace units whose imports DESIGN.md section 2 constrains, by folder. */
export const UNITS = {
  'packages/domain': '@learnbox/domain',
  'packages/contracts': '@learnbox/contracts',
  'packages/db': '@learnbox/db',
  'packages/testing': '@learnbox/testing',
  'apps/api': '@learnbox/api',
  'apps/runner': '@learnbox/runner',
  'apps/labs': '@learnbox/labs',
  'apps/web': '@learnbox/web',
} as const;
export type Unit = keyof typeof UNITS;

export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.push(specifier);
  }
  return found;
}

export function unitOf(file: string): Unit | undefined {
  const rel = relative(ROOT, file);
  return (Object.keys(UNITS) as Unit[]).find((unit) => rel === unit || rel.startsWith(`${unit}/`));
}

/** The unit an import lands in: a `@learnbox/*` package, or a relative path into another unit. */
export function targetUnit(file: string, specifier: string): Unit | undefined {
  if (specifier.startsWith('@learnbox/')) {
    const name = specifier.split('/').slice(0, 2).join('/');
    return (Object.keys(UNITS) as Unit[]).find((unit) => UNITS[unit] === name);
  }
  if (specifier.startsWith('.')) return unitOf(resolve(dirname(file), specifier));
  return undefined;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** Resolves a relative import to a file, the way the bundlers here do (no extension needed). */
export function resolveRelative(file: string, specifier: string): string | undefined {
  const base = resolve(dirname(file), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next extension
    }
  }
  return undefined;
}

/** Every cycle of the file graph, as lists of files relative to the repo (Tarjan's SCCs). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(relative(ROOT, member));
      } while (member !== node);
      const selfLoop = graph.get(node)?.includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}
