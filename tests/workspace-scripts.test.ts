import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** The scripts every workspace answers to, so `npm run <name> -w <any>` means the same everywhere. */
const EVERY_WORKSPACE = ['typecheck', 'lint', 'test'];

describe('workspaces: the same scripts everywhere', () => {
  const workspaces = ['packages/domain', 'packages/contracts', 'packages/db', 'packages/testing'];
  workspaces.push('apps/api', 'apps/runner', 'apps/labs', 'apps/web', 'e2e');

  it('lists every workspace the root declares', () => {
    const declared = readJson('package.json').workspaces as string[];
    for (const workspace of workspaces) {
      expect(declared.some((glob) => glob === workspace || glob === `${workspace.split('/')[0]}/*`)).toBe(
        true,
      );
    }
  });

  it.each(workspaces)('%s has typecheck, lint and test', (workspace) => {
    const { scripts } = readJson(`${workspace}/package.json`) as { scripts: Record<string, string> };
    expect(Object.keys(scripts).slice(0, EVERY_WORKSPACE.length)).toEqual(EVERY_WORKSPACE);
    expect(scripts.typecheck).toBe('tsc -p tsconfig.json');
    expect(scripts.lint).toBe('biome check --error-on-warnings .');
    expect(scripts.test).toBe('vitest run');
  });
});
