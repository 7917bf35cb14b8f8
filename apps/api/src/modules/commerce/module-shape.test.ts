import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape docs/ARCHITECTURE.md "Commerce" describes, checked so it holds without a reviewer.
const COMMERCE = __dirname;
const MODULES = resolve(COMMERCE, '..');
const SRC = resolve(MODULES, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every `import ... from 'x'` and `export ... from 'x'`, with whether it is type-only. */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)].map((match) => ({
    specifier: match[3] as string,
    typeOnly: Boolean(match[2]),
  }));
}

const commerceFiles = sourceFiles(COMMERCE).filter((file) => !file.endsWith('.test.ts'));
const inCommerce = (path: string) => !relative(COMMERCE, path).startsWith('..');

describe('the commerce module', () => {
  it('calls Drizzle from its repositories only (testing/ builds test databases)', () => {
    const offenders = commerceFiles
      .filter((file) => !file.endsWith('.repository.ts') && !relative(COMMERCE, file).startsWith('testing'))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ specifier, typeOnly }) => /^(@learnbox\/db|drizzle-orm)/.test(specifier) && !typeOnly)
          .map(({ specifier }) => `${relative(COMMERCE, file)} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('never imports the organizations module (app.ts passes TeamOrganizations in)', () => {
    const offenders = commerceFiles.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .filter(({ specifier }) =>
          relative(MODULES, resolve(dirname(file), specifier)).startsWith('organizations'),
        )
        .map(({ specifier }) => `${relative(COMMERCE, file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('is imported by the rest of the api through index.ts (and tests through testing/) only', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !inCommerce(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ specifier }) => specifier.startsWith('.'))
          .map(({ specifier }) => ({ specifier, target: resolve(dirname(file), specifier) }))
          .filter(({ target }) => inCommerce(target) && target !== COMMERCE)
          .filter(({ target }) => !(file.includes('test') && target === join(COMMERCE, 'testing')))
          .map(({ specifier }) => `${relative(SRC, file)} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('gives each use case the few dependencies it names, never the whole Commerce', () => {
    const offenders = commerceFiles
      .filter((file) => relative(COMMERCE, file).startsWith('use-cases'))
      .filter((file) => /\(\s*ctx: Commerce\b|ctx: Commerce[,)]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(COMMERCE, file));
    expect(offenders).toEqual([]);
  });
});
