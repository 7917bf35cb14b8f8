#!/usr/bin/env node
// `npm run bench`: runs every `bench/*.bench.ts` of the workspaces, one at a time (they measure
// the machine, so they must not compete), and prints their figures. Benchmarks print; they do
// not assert (the scale bench checks its invariants and fails when one breaks). Pass a substring to run only matching files: `npm run bench -- runner`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  checkNodeVersion,
  ensureDebianPackages,
  ensureNodeModules,
  fail,
  LAB_PACKAGES,
  log,
  ROOT,
  SANDBOX_PACKAGES,
  SCALE_PACKAGES,
} from './lib/setup.mjs';

checkNodeVersion();
ensureNodeModules();
ensureDebianPackages(SANDBOX_PACKAGES);

const filter = process.argv[2] ?? '';
const files = ['apps', 'packages']
  .flatMap((group) => readdirSync(join(ROOT, group)).map((name) => join(ROOT, group, name, 'bench')))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.bench.ts'))
      .map((name) => join(dir, name)),
  )
  .filter((file) => relative(ROOT, file).includes(filter));
// The scale bench puts HAProxy in front of the copies (and needs PostgreSQL and Redis running).
if (files.some((file) => file.endsWith('scale.bench.ts'))) ensureDebianPackages(SCALE_PACKAGES);
// The labs bench runs real containers: root and the lab packages, as the live host.
if (files.some((file) => file.endsWith('labs.bench.ts'))) {
  if (process.getuid?.() !== 0) fail('The labs bench runs containers: run it as root.');
  ensureDebianPackages(LAB_PACKAGES);
}

let failed = 0;
for (const file of files) {
  log(`bench ${relative(ROOT, file)}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (files.length === 0) log('No benchmark matched.');
process.exit(failed ? 1 : 0);
