#!/usr/bin/env node
// `npm start`: installs what is missing, builds, and runs web, api and runner together on
// embedded defaults (PGlite under .data/, demo content, mail outbox), and the live host of the
// cloud labs when this machine can run it (root, podman). Ctrl-C stops them all.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadOrCreateSecrets } from './lib/secrets.mjs';
import {
  checkNodeVersion,
  ensureDebianPackages,
  ensureNodeModules,
  fail,
  hasCommand,
  LAB_PACKAGES,
  log,
  ROOT,
  SANDBOX_PACKAGES,
} from './lib/setup.mjs';

const started = Date.now();
checkNodeVersion();
ensureNodeModules();
ensureDebianPackages(SANDBOX_PACKAGES);

const { ensureWebBuild } = await import('./lib/web-build.mjs');
const { isLoopbackHost, startStack } = await import('./lib/stack.mjs');

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    fail(`${name} must be a port number, got "${process.env[name]}".`);
  return value;
};
const ports = { web: port('WEB_PORT', 3000), api: port('API_PORT', 4000), runner: port('RUNNER_PORT', 4100) };
// Labs are extra: never installed nor waited for here, so a machine without podman still starts.
const labsMissing = LAB_PACKAGES.filter((need) =>
  'file' in need ? !existsSync(need.file) : !hasCommand(need.command),
).map((need) => need.pkg);
if (process.getuid?.() !== 0)
  log('Labs off: the live host needs root for its containers (the rest works without it).');
else if (labsMissing.length > 0)
  log(
    `Labs off: missing Debian packages ${labsMissing.join(' ')} (apt-get install -y ${labsMissing.join(' ')}).`,
  );
else ports.labs = port('LABS_PORT', 4200);
const dataDir = process.env.DATA_DIR || join(ROOT, '.data');

try {
  ensureWebBuild();
} catch (error) {
  fail(error.message);
}
log(ports.labs ? 'Starting api, runner, labs and web…' : 'Starting api, runner and web…');
const stack = startStack({
  ports,
  env: { DATA_DIR: dataDir, NODE_ENV: 'production', ...loadOrCreateSecrets(dataDir) },
});

let shuttingDown = false;
const shutdown = async (code) => {
  if (shuttingDown) return;
  shuttingDown = true;
  log('Stopping…');
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
stack.firstExit.then((exit) => {
  if (shuttingDown) return;
  process.stderr.write(`\x1b[31m${exit.name} stopped (code ${exit.code}); stopping the others.\x1b[0m\n`);
  void shutdown(1);
});

try {
  await stack.ready();
} catch (error) {
  process.stderr.write(`\x1b[31m${error.message}\x1b[0m\n`);
  await shutdown(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const open =
  isLoopbackHost(stack.host) || /^(0\.0\.0\.0|::|\[::\])$/.test(stack.host) ? 'localhost' : stack.host;
const webUrl = `http://${open.includes(':') ? `[${open}]` : open}:${ports.web}`;
log(`Listening: ${stack.binding}.`);
if (stack.urls.labs)
  log(`Labs on: live host ${stack.urls.labs}; its base image builds in the background ([labs] lines).`);
// Asked of the api rather than worked out here: it alone decides (loopback set-up, SMTP, DEV_MAILBOX).
const mailbox = await fetch(`${stack.urls.api}/api/dev/mailbox`).then(
  (res) => res.ok,
  () => false,
);
log(
  mailbox
    ? `Mailbox on: every mail sent is shown at ${webUrl}/dev/mailbox (this machine only).`
    : 'Mailbox off: /dev/mailbox is only served on a loopback-only set-up with no SMTP configured.',
);
log(`Ready in ${seconds} s. Open \x1b[1m${webUrl}\x1b[0m (api docs: ${webUrl}/api/docs). Ctrl-C stops.`);
