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
});
