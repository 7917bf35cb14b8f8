import { readFileSync } from 'node:fs';
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
import { importStatementsOf, moduleRuleViolations, type SourceFile } from './module-rules';

/** DESIGN.md section 2: which unit may import which. Everything else is a violation. */
const ALLOWED: Record<Unit, Unit[]> = {
  'packages/domain': [],
  'packages/contracts': [],
  'packages/db': [],
  'packages/testing': [],
  // packages/testing only from tests (see 'imports packages/testing only from tests' below).
  'apps/api': ['packages/contracts', 'packages/domain', 'packages/db', 'packages/testing'],
  'apps/runner': ['packages/contracts', 'packages/domain'],
  'apps/labs': ['packages/contracts', 'packages/domain'],
  'apps/web': ['packages/contracts', 'packages/domain'],
};

const files = (Object.keys(UNITS) as Unit[]).flatMap((unit) => sourceFiles(`${ROOT}/${unit}`));

/**
 * Issue 10: an address decides staff, authorship, gifts or memberships only once verified, and
 * `trustedEmail` / `hasTrustedEmail` (packages/domain/src/auth/trusted-email.ts) are where that rule
 * lives. A server-side `x.email === y` (or !==, with or without trim/toLowerCase) is how the rule
 * was skipped before, so it is refused outside that file, except where no account is involved.
 */
const EMAIL_EQUALITY =
  /[\w.]*[eE]mail\w*(?:\.trim\(\))?(?:\.toLowerCase\(\))?\s*[!=]==(?!\s*(?:true|false|null|undefined|''))|[!=]==\s*[\w.]*[eE]mail\b/;
const EMAIL_EQUALITY_ALLOWED: Record<string, string> = {
  'packages/domain/src/auth/trusted-email.ts': 'the rule itself',
  'apps/api/src/modules/organizations/invite-members.ts': 'matches an invited address to open invitations',
  'apps/api/src/modules/authoring/use-cases/collaborators.ts':
    "matches an invited address to the work's author",
};

function emailEqualities(text: string): string[] {
  return text.split('\n').filter((line) => EMAIL_EQUALITY.test(line));
}

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

  it('imports packages/testing only from tests and their testing/ helpers', () => {
    // The shared test doubles (a real OpenID provider on loopback) must never reach a running app.
    const testSupport = (path: string) => /\.test\.tsx?$|\/testing\//.test(path);
    const violations = (paths: string[]) =>
      paths
        .filter((file) => !testSupport(relative(ROOT, file)))
        .flatMap((file) =>
          importsOf(file)
            .filter((specifier) => targetUnit(file, specifier) === 'packages/testing')
            .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
        );
    expect(violations(files.filter((file) => unitOf(file) !== 'packages/testing'))).toEqual([]);
    // The check can fail: a service importing the package is caught, a test is not.
    expect(testSupport('apps/api/src/modules/shop/shop.service.ts')).toBe(false);
    expect(targetUnit(`${ROOT}/apps/api/src/x.ts`, '@learnbox/testing/oidc-issuer')).toBe('packages/testing');
    expect(testSupport('apps/api/src/modules/org-sso/org-sso-sign-in.routes.test.ts')).toBe(true);
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

  it('compares e-mail addresses on the server only through trustedEmail (issue 10)', () => {
    const violations: string[] = [];
    for (const file of files) {
      const path = relative(ROOT, file);
      const serverSide = path.startsWith('apps/api/') || path.startsWith('packages/');
      if (!serverSide || /\.test\.tsx?$|\/testing\//.test(path) || EMAIL_EQUALITY_ALLOWED[path]) continue;
      for (const line of emailEqualities(readFileSync(file, 'utf8')))
        violations.push(`${path}: ${line.trim()}`);
    }
    expect(violations).toEqual([]);
  });

  it('finds the e-mail comparisons that skipped verification (the check can fail)', () => {
    expect(
      emailEqualities('if (gift.recipientEmail.toLowerCase() !== user.email.toLowerCase())'),
    ).toHaveLength(1);
    expect(emailEqualities('if (user.email.trim().toLowerCase() !== invitation.email)')).toHaveLength(1);
    expect(emailEqualities('const same = owner === reader.email;')).toHaveLength(1);
    expect(emailEqualities('if (hasTrustedEmail(user, invitation.email)) {')).toEqual([]);
    expect(emailEqualities('if (user?.emailVerified !== true) return null;')).toEqual([]);
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

  it('fetches /api paths in the web only through features/api-client and features/api-proxy', () => {
    // A fetch whose URL is written as an /api path: a literal, a template or a concatenation.
    const API_FETCH = /\bfetch\w*\s*\(\s*(?:['"`]\/api\b|`\$\{[^}]*\}\/api\b|[\w.()]+\s*\+\s*['"`]\/api\b)/;
    const OWNERS = ['apps/web/src/features/api-client/', 'apps/web/src/features/api-proxy/'];
    const fetchesApi = (text: string) => text.split('\n').filter((line) => API_FETCH.test(line));
    // The rule can fail: planted calls are caught, calls through the table are not.
    expect(fetchesApi("const r = await fetch('/api/progress/mycourses');")).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source line holds a template
    expect(fetchesApi('fetchImpl(`${origin}/api/user/info`, init)')).toHaveLength(1);
    expect(fetchesApi("fetch(base + '/api/catalogue')")).toHaveLength(1);
    expect(fetchesApi('fetch(apiPath(apiRoutes.progress.myCourses))')).toEqual([]);
    const violations = files
      .map((file) => relative(ROOT, file))
      .filter((file) => file.startsWith('apps/web/') && !OWNERS.some((owner) => file.startsWith(owner)))
      .flatMap((file) =>
        fetchesApi(readFileSync(`${ROOT}/${file}`, 'utf8')).map((line) => `${file}: ${line.trim()}`),
      );
    expect(violations).toEqual([]);
  });

  it('keeps the route table and its zod schemas out of the web (it calls through the generated refs)', () => {
    // A value import of apiRoutes bundles every route schema and zod into the browser.
    const RUNTIME_TABLE = /^import \{[^}]*\bapiRoutes\b[^}]*\} from '@learnbox\/contracts'/m;
    expect(RUNTIME_TABLE.test("import { apiRoutes } from '@learnbox/contracts';")).toBe(true);
    expect(RUNTIME_TABLE.test("import { type CaptchaTokens, apiRoutes } from '@learnbox/contracts';")).toBe(
      true,
    );
    expect(RUNTIME_TABLE.test("import type { apiRoutes } from '@learnbox/contracts';")).toBe(false);
    expect(RUNTIME_TABLE.test("import { apiRefs } from '@learnbox/contracts/route-refs';")).toBe(false);
    const violations = files
      .map((file) => relative(ROOT, file))
      .filter((file) => file.startsWith('apps/web/') && !/\.test\.tsx?$/.test(file))
      .filter((file) => RUNTIME_TABLE.test(readFileSync(`${ROOT}/${file}`, 'utf8')));
    expect(violations).toEqual([]);
  });
});

/** The repository as the module rules read it: api, e2e and the other apps, tests included. */
const ruleFiles: SourceFile[] = [...files, ...sourceFiles(`${ROOT}/e2e`)].map((file) => ({
  path: relative(ROOT, file),
  imports: importStatementsOf(readFileSync(file, 'utf8')),
}));

/** A planted fixture: one file per path, each with its imports written as source. */
const plant = (sources: Record<string, string>): SourceFile[] =>
  Object.entries(sources).map(([path, text]) => ({ path, imports: importStatementsOf(text) }));

const M = 'apps/api/src/modules';

describe('the api as a graph of modules (issue 12)', () => {
  it('keeps every module rule', () => {
    expect(moduleRuleViolations(ruleFiles)).toEqual([]);
  });

  it("reports a) an import of another module's internals, and lets its index and testing/ through", () => {
    const violations = moduleRuleViolations(
      plant({
        [`${M}/shop/index.ts`]: "export { buy } from './buy.service';",
        [`${M}/shop/buy.service.ts`]: '',
        [`${M}/shop/testing/shop-app.ts`]: '',
        [`${M}/cart/cart.service.ts`]:
          "import { buy } from '../shop/buy.service';\nimport { buy as b } from '../shop';",
        [`${M}/cart/cart.test.ts`]: "import { shopApp } from '../shop/testing/shop-app';",
      }),
    );
    expect(violations).toEqual([
      `a) another module's internals: ${M}/cart/cart.service.ts imports ../shop/buy.service`,
    ]);
  });

  it('reports b) a cycle of modules, however long', () => {
    const violations = moduleRuleViolations(
      plant({
        [`${M}/a/index.ts`]: "import { b } from '../b';",
        [`${M}/b/index.ts`]: "import { c } from '../c';",
        [`${M}/c/index.ts`]: "import { a } from '../a';",
      }),
    );
    expect(violations).toEqual(['b) module cycle: a -> b -> c -> a']);
  });

  it('reports c) platform importing a module', () => {
    const violations = moduleRuleViolations(
      plant({
        'apps/api/src/platform/http/guard.ts': "import { login } from '../../modules/auth';",
        [`${M}/auth/index.ts`]: '',
      }),
    );
    expect(violations).toEqual([
      'c) platform imports a module: apps/api/src/platform/http/guard.ts imports ../../modules/auth',
    ]);
  });

  it('reports d) a route file importing a repository', () => {
    const violations = moduleRuleViolations(
      plant({
        [`${M}/shop/shop.routes.ts`]: "import { createShopRepository } from './shop.repository';",
        [`${M}/shop/shop.repository.ts`]: '',
      }),
    );
    expect(violations).toEqual([
      `d) a route file imports a repository: ${M}/shop/shop.routes.ts imports ./shop.repository`,
    ]);
  });

  it('reports e) queries outside repositories, but not the Database type, connections or tests', () => {
    const violations = moduleRuleViolations(
      plant({
        [`${M}/shop/shop.service.ts`]:
          "import { eq, orders } from '@learnbox/db';\nimport type { Database } from '@learnbox/db';",
        [`${M}/shop/shop-sql.ts`]: "import { sql } from 'drizzle-orm';",
        [`${M}/shop/shop-context.ts`]: "import { type Database } from '@learnbox/db';",
        [`${M}/shop/shop.repository.ts`]: "import { eq, orders } from '@learnbox/db';",
        [`${M}/shop/shop.test.ts`]: "import { orders } from '@learnbox/db';",
        'apps/api/src/main.ts': "import { createDb, seed } from '@learnbox/db';",
        [`${M}/shop/shop-format.ts`]:
          "import { parseContentFiles, serializeContent } from '@learnbox/db/content';",
        [`${M}/shop/shop-import.ts`]: "import { importContent } from '@learnbox/db/content';",
      }),
    );
    expect(violations).toEqual([
      `e) a non-repository file queries the database: ${M}/shop/shop.service.ts imports @learnbox/db`,
      `e) a non-repository file queries the database: ${M}/shop/shop-sql.ts imports drizzle-orm`,
      `e) a non-repository file queries the database: ${M}/shop/shop-import.ts imports @learnbox/db/content`,
    ]);
  });

  it("reports f) e2e importing an app's src", () => {
    const violations = moduleRuleViolations(
      plant({
        'e2e/journeys/login.e2e.ts': "import { totpCode } from '../../apps/api/src/modules/auth/totp';",
        'apps/api/src/modules/auth/totp.ts': '',
      }),
    );
    expect(violations).toEqual([
      "f) e2e imports an app's src: e2e/journeys/login.e2e.ts imports ../../apps/api/src/modules/auth/totp",
    ]);
  });
});
