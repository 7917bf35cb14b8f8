#!/usr/bin/env node
// `npm test`: installs what is missing, then runs every check and ends with one summary line.
// Steps keep going after a failure so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  BROWSER_PACKAGES,
  checkNodeVersion,
  ensureDebianPackages,
  ensureNodeModules,
  LAB_PACKAGES,
  log,
  ROOT,
  SANDBOX_PACKAGES,
  SCALE_PACKAGES,
} from './lib/setup.mjs';

checkNodeVersion();
ensureNodeModules();
// HAProxy only for the PostgreSQL pass: its scale test runs api copies behind it. Podman and
// friends before the unit run, which includes the labs' real-container and hostile suites.
ensureDebianPackages([
  ...SANDBOX_PACKAGES,
  ...LAB_PACKAGES,
  ...BROWSER_PACKAGES,
  ...(process.env.DATABASE_URL ? SCALE_PACKAGES : []),
]);
const { ensureWebBuild } = await import('./lib/web-build.mjs');

const reports = join(ROOT, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const vitest = join(ROOT, 'node_modules/vitest/vitest.mjs');
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(name, command, args, env = process.env) {
  log(`${name}…`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

function runVitest(name, args, env) {
  const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    name,
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += json.numPassedTests;
    counts.failed += json.numFailedTests;
    counts.skipped += json.numPendingTests + json.numTodoTests;
  } else if (!ok) {
    counts.failed += 1;
  }
}

const npm = (script) => ['npm', ['run', '--silent', script]];
run('typecheck', ...npm('typecheck'));
run('lint', ...npm('lint'));
// The coverage summary printed by this step is of packages/domain (vitest.config.ts), whose bar is 95% of lines.
runVitest('unit and api tests on PGlite (coverage: packages/domain)', ['--coverage'], envWithoutDatabase);
if (DATABASE_URL) {
  runVitest('api and db tests on PostgreSQL', ['--project', 'api', '--project', 'db'], process.env);
} else {
  log('DATABASE_URL is not set: the PostgreSQL run of the api tests is skipped.');
}
try {
  ensureWebBuild();
  results.push({ name: 'web build', ok: true, seconds: 0 });
} catch {
  results.push({ name: 'web build', ok: false, seconds: 0 });
}
runVitest('end-to-end journeys in Chromium', ['--config', 'e2e/vitest.config.ts'], envWithoutDatabase);

process.stdout.write('\n');
for (const step of results) {
  const mark = step.ok ? '\x1b[32m✓\x1b[0m' : '\x1b[31m✗\x1b[0m';
  process.stdout.write(`${mark} ${step.name} (${step.seconds.toFixed(1)} s)\n`);
}
const failedSteps = results.filter((step) => !step.ok).length;
if (failedSteps > 0 && counts.failed === 0) counts.failed = failedSteps;
const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
process.stdout.write(`tests: ${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
process.exit(failedSteps > 0 ? 1 : 0);
