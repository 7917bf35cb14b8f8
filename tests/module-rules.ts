import { dirname, join, normalize } from 'node:path';

/**
 * Issue 12: the api is a graph of modules. These rules read imports only, so the test can run
 * them on the repository and on a small planted fixture alike (paths relative to the repo).
 */

export interface SourceFile {
  /** Repo-relative path, e.g. apps/api/src/modules/auth/login.service.ts. */
  path: string;
  imports: ImportStatement[];
}

export interface ImportStatement {
  specifier: string;
  /** `import type { ... }`: erased at build, so it reaches no table or module code. */
  typeOnly: boolean;
  /** Imported names (values and types), when the statement lists them. */
  names: string[];
}

/** Value imports from @learnbox/db that open or seed a database and touch no table (and its test helpers, @learnbox/db/testing, are allowed too). */
const DB_CONNECTION_EXPORTS = new Set(['createDb', 'seed', 'MIGRATIONS_FOLDER']);
/** Value imports from @learnbox/db/content that read or write the content-folder format and touch no table. */
const CONTENT_FORMAT_EXPORTS = new Set([
  'parseContentFiles',
  'serializeContent',
  'filesByOwner',
  'replaceOwnedFiles',
  'CONTENT_SUBFOLDERS',
]);

const API = 'apps/api/src/';
const MODULES = `${API}modules/`;
const PLATFORM = `${API}platform/`;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

const isTestSupport = (path: string) => /\.test\.tsx?$|\.e2e\.ts$|\/testing\//.test(path);

/** The module a file belongs to, or null outside modules/. */
export function moduleOf(path: string): string | null {
  if (!path.startsWith(MODULES)) return null;
  return path.slice(MODULES.length).split('/')[0] ?? null;
}

function resolveIn(known: Set<string>, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier));
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate));
}

/** A file's module-relative path: what comes after modules/<name>/. */
const insideModule = (path: string) => path.slice(MODULES.length).split('/').slice(1).join('/');

/** Every violation of rules a) to f) of issue 12, one readable line each. */
export function moduleRuleViolations(files: SourceFile[]): string[] {
  const known = new Set(files.map((file) => file.path));
  const violations: string[] = [];
  const moduleEdges = new Map<string, Set<string>>();
  for (const file of files) {
    const fromModule = moduleOf(file.path);
    for (const statement of file.imports) {
      const { specifier } = statement;
      const target = resolveIn(known, file.path, specifier);
      const toModule = target ? moduleOf(target) : null;
      const say = (rule: string) => violations.push(`${rule}: ${file.path} imports ${specifier}`);

      // a) another module only through its index.ts (tests may also use its testing/ helpers)
      if (target && toModule && toModule !== fromModule && file.path.startsWith(API)) {
        const inner = insideModule(target);
        const publicEntry =
          inner === 'index.ts' || (inner.startsWith('testing/') && isTestSupport(file.path));
        if (!publicEntry) say("a) another module's internals");
      }
      // b) collected here, checked below
      if (fromModule && toModule && toModule !== fromModule) {
        const edges = moduleEdges.get(fromModule) ?? new Set<string>();
        edges.add(toModule);
        moduleEdges.set(fromModule, edges);
      }
      // c) platform knows no feature
      if (file.path.startsWith(PLATFORM) && target?.startsWith(MODULES)) say('c) platform imports a module');
      // d) routes call use cases; they never hold a repository
      if (/\.routes\.ts$/.test(file.path) && target && /\.repository\.ts$/.test(target))
        say('d) a route file imports a repository');
      // e) only repositories query: drizzle-orm and the tables stay in *.repository.ts
      if (
        file.path.startsWith('apps/') &&
        !/\.repository\.ts$/.test(file.path) &&
        !isTestSupport(file.path)
      ) {
        const drizzle = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
        const tables =
          specifier !== '@learnbox/db/testing' &&
          specifier.startsWith('@learnbox/db') &&
          !statement.typeOnly &&
          (specifier !== '@learnbox/db' ||
            statement.names.some((name) => !DB_CONNECTION_EXPORTS.has(name))) &&
          (specifier !== '@learnbox/db/content' ||
            statement.names.some((name) => !CONTENT_FORMAT_EXPORTS.has(name)));
        if (drizzle || tables) say('e) a non-repository file queries the database');
      }
      // f) e2e drives the apps from outside
      if (file.path.startsWith('e2e/') && target && /^apps\/[^/]+\/src\//.test(target))
        say("f) e2e imports an app's src");
    }
  }
  for (const cycle of moduleCycles(moduleEdges)) violations.push(`b) module cycle: ${cycle.join(' -> ')}`);
  return violations;
}

/** Cycles of the module graph, each as a closed path (a -> b -> a); the graph must be a DAG. */
export function moduleCycles(edges: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      cycles.push([...path.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    path.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) visit(next);
    path.pop();
    done.add(node);
  };
  for (const node of [...edges.keys()].sort()) visit(node);
  return cycles;
}

const STATEMENT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** The import statements of a source text: specifier, type-only or not, and the names listed. */
export function importStatementsOf(text: string): ImportStatement[] {
  const found: ImportStatement[] = [];
  for (const match of text.matchAll(STATEMENT)) {
    const specifier = match[4] ?? match[5] ?? match[6];
    if (!specifier) continue;
    const clause = match[3] ?? '';
    const braces = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
    const listed = braces
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const names = listed.map((name) => name.replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? name);
    // A default or namespace import counts as a value of its own.
    const other = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    const allTypes = listed.length > 0 && listed.every((name) => name.startsWith('type '));
    const typeOnly = Boolean(match[2]) || (allTypes && !other);
    found.push({ specifier, typeOnly, names: other ? [...names, other] : names });
  }
  return found;
}
