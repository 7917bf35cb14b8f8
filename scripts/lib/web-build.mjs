// Builds the web app only when its inputs changed, so a warm `npm start` skips the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { log, ROOT } from './setup.mjs';

const INPUTS = ['apps/web', 'packages/domain/src', 'packages/contracts/src', 'package-lock.json'];
const SKIP = new Set(['node_modules', '.next', 'test-results']);
const STAMP = join(ROOT, 'apps/web/.next/learnbox-inputs.sha256');

function* walk(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (!SKIP.has(name)) yield* walk(join(path, name));
  }
}

/** A fingerprint of every input file's path, size and modification time. */
function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const [path, stat] of walk(join(ROOT, input))) {
      hash.update(`${relative(ROOT, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

export function ensureWebBuild({ force = false } = {}) {
  const current = fingerprint();
  const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
  if (!force && built === current && existsSync(join(ROOT, 'apps/web/.next/BUILD_ID'))) {
    log('Web build is up to date.');
    return;
  }
  log('Building the web app (next build)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: join(ROOT, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
  writeFileSync(STAMP, current);
  log(`Web built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
