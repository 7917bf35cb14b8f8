// Set-up steps shared by `npm start` and `npm test`. Plain Node with no dependencies, so it
// runs on a fresh clone before node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\x1b[31m✗ ${message}\x1b[0m\n`);
  process.exit(1);
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 9))
    fail(`Node 20.9 or newer is needed; this is ${process.version}.`);
}

/** Runs `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureNodeModules() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing npm packages (npm ci)…');
  const args = ['--no-audit', '--no-fund'];
  // Captured: when it refuses, its 100-line usage text would bury the one line that matters.
  const ci = spawnSync('npm', ['ci', ...args], { cwd: ROOT, encoding: 'utf8' });
  if (ci.status === 0) return;
  const reason = `${ci.stderr}`
    .split('\n')
    .find((line) => /^npm error \S/.test(line) && !/code E/.test(line));
  // Some registry mirrors lack other platforms' optional binaries (e.g. @biomejs/cli-darwin-*),
  // which `npm ci` reads as a stale lockfile. `npm install --no-save` installs the same locked
  // versions without touching package-lock.json.
  log(`npm ci refused (${reason?.replace(/^npm error /, '') ?? `exit ${ci.status}`});`);
  log('installing the locked versions with npm install --no-save…');
  const install = spawnSync('npm', ['install', '--no-save', ...args], { cwd: ROOT, stdio: 'inherit' });
  if (install.status !== 0) fail('npm install failed; see the output above.');
}

export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function canSudo() {
  return hasCommand('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs missing Debian packages with apt-get, as root or through password-less sudo;
 * otherwise prints the exact command to run and exits non-zero. A package is there when its
 * command is on the PATH or, for a library, when its file exists.
 * @param {({ command: string, pkg: string, why: string } | { file: string, pkg: string, why: string })[]} needs
 */
export function ensureDebianPackages(needs) {
  const missing = needs.filter((need) =>
    'file' in need ? !existsSync(need.file) : !hasCommand(need.command),
  );
  if (missing.length === 0) return;
  const pkgs = missing.map((need) => need.pkg);
  const reasons = missing.map((need) => `${need.pkg} (${need.why})`).join(', ');
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !canSudo()) {
    fail(
      `Missing Debian packages: ${reasons}.\nRun: sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`,
    );
  }
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    return spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  log(`Installing Debian packages: ${reasons}…`);
  if (apt(['install', '-y', '-q', ...pkgs]).status !== 0) {
    apt(['update', '-q']);
    if (apt(['install', '-y', '-q', ...pkgs]).status !== 0) {
      fail(`apt-get could not install ${pkgs.join(' ')}; install them and run this again.`);
    }
  }
}

/**
 * What the code runner needs to start: its system-call filter (built against libseccomp at
 * start), a C compiler for its launcher (which builds each sandbox), and the core toolchains.
 */
export const SANDBOX_PACKAGES = [
  { file: '/usr/include/seccomp.h', pkg: 'libseccomp-dev', why: "the sandbox's system-call filter" },
  { command: 'cc', pkg: 'gcc', why: 'the sandbox launcher and C programs' },
  { command: 'g++', pkg: 'g++', why: 'C++ programs' },
  { command: 'python3', pkg: 'python3', why: 'Python programs' },
];
/**
 * What the live host's labs need (apps/labs): podman on its Docker-compatible socket with the runc
 * runtime (crun refuses this host kind's hybrid cgroups), mmdebstrap for the base image, uidmap
 * for podman's user namespaces, catatonit as each lab's PID 1, mkfs.ext4 for the homes' quota.
 * One list, apps/labs/lab-packages.json: installed here, checked by the live host at its start.
 */
export const LAB_PACKAGES = JSON.parse(readFileSync(join(ROOT, 'apps/labs/lab-packages.json'), 'utf8'));
/** The load balancer in front of two api and two runner copies (`npm run bench -- scale`, its test). */
export const SCALE_PACKAGES = [{ command: 'haproxy', pkg: 'haproxy', why: 'the scale bench and test' }];
export const BROWSER_PACKAGES = [{ command: 'chromium', pkg: 'chromium', why: 'end-to-end tests' }];

export function gitRevision() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    return 'unknown';
  }
}
