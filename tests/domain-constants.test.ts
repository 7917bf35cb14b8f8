import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles, UNITS } from './import-graph';

/**
 * Issue 12: packages/domain is the single source of the spec's codes and of the sentences people
 * read. An app that defines its own `*_MESSAGE` / `*_TEXT` constant, or writes a subscription,
 * membership or audience code as a number, has started a second source.
 */

/** A sentence constant defined in place: `const NOT_FOUND_MESSAGE = ...`, `const X_TEXT: T = ...`. */
const SENTENCE_CONSTANT = /\bconst [A-Z0-9_]+_(?:MESSAGES?|TEXT)\b\s*(?::[^=]+)?=/;
/** Subscription statuses and types, membership statuses, audiences (spec sections 3, 4 and 6). */
const SPEC_CODE = /\b(?:700[1-4]|900[12]|600[0-6]|6999)\b/;

/** The code of a file without its comments and string literals (a plan code like '200-12-6000' is text). */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");
}

/** What a file does that the rule refuses, one line per finding. */
function domainConstantViolations(source: string): string[] {
  const findings: string[] = [];
  if (SENTENCE_CONSTANT.test(source)) findings.push(`defines ${source.match(SENTENCE_CONSTANT)?.[0]}`);
  const code = codeOnly(source).match(SPEC_CODE);
  if (code) findings.push(`writes the spec code ${code[0]} as a literal`);
  return findings;
}

/** Where a sentence may stay outside the domain, and why. */
const ALLOWED: Record<string, string> = {
  // Plain Node modules loaded by server.mjs before Next.js: they cannot import TypeScript.
  'apps/web/src/server/request-guard.mjs': 'runs before any TypeScript is loaded',
};

const appFiles = (Object.keys(UNITS) as (keyof typeof UNITS)[])
  .filter((unit) => unit.startsWith('apps/'))
  .flatMap((app) => sourceFiles(`${ROOT}/${app}`))
  .map((file) => relative(ROOT, file))
  .filter((file) => !/\.test\.tsx?$|\/testing\//.test(file) && !(file in ALLOWED));

describe('domain is the single source of codes and messages', () => {
  it('no app defines its own sentence constant or writes a spec code as a number', () => {
    const found = appFiles.flatMap((file) =>
      domainConstantViolations(readFileSync(`${ROOT}/${file}`, 'utf8')).map((what) => `${file}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it('catches a planted sentence constant and a planted code', () => {
    expect(domainConstantViolations("export const GIFT_GONE_MESSAGE = 'This gift is gone.';")).toHaveLength(
      1,
    );
    expect(domainConstantViolations("const HINT_TEXT: string =\n  'Try again.';")).toHaveLength(1);
    expect(domainConstantViolations('if (sub.status === 7001) return;')).toEqual([
      'writes the spec code 7001 as a literal',
    ]);
    // Comments, plan codes in strings and names from the domain are fine.
    expect(
      domainConstantViolations(
        "// 7001 active\nconst plan = '200-12-6000';\nif (sub.status === SUBSCRIPTION_STATUS.ACTIVE) go(COUPON_MESSAGES.USED_UP);",
      ),
    ).toEqual([]);
  });
});
