// Secrets for the embedded set-up: made once per data folder and reused, so sessions and
// execution tokens survive a restart. Values from the environment always win.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// CAPTCHA_BYPASS_TOKEN passes the captcha check (tests, local scripts); it is a secret too.
// INTERNAL_PROXY_SECRET is how the web proves to the api that the client address it forwards is
// its own: the api believes no other local process's X-Forwarded-For. LABS_INTERNAL_SECRET is how
// the api proves itself to the live host (apps/labs).
const NAMES = [
  'EXECUTION_TOKEN_SECRET',
  'AUTH_SECRET',
  'CAPTCHA_BYPASS_TOKEN',
  'INTERNAL_PROXY_SECRET',
  'LABS_INTERNAL_SECRET',
];

export function loadOrCreateSecrets(dataDir) {
  const file = join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of NAMES) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return Object.fromEntries(NAMES.map((name) => [name, process.env[name] || stored[name]]));
}
