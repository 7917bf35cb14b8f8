import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostCommand } from './host-command';

const SOURCE = new URL('./launcher.c', import.meta.url);

/**
 * Compiles launcher.c once per source version into the state dir (root-only), so a start after the
 * first costs nothing. A C compiler is already a toolchain this host serves.
 */
export async function buildLauncher(stateDir: string): Promise<string> {
  const source = readFileSync(SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const binDir = path.join(stateDir, 'bin');
  const target = path.join(binDir, `learnbox-launch-${hash}`);
  if (existsSync(target)) return target;
  mkdirSync(binDir, { recursive: true, mode: 0o700 });
  const compiler = ['/usr/bin/cc', '/usr/bin/gcc', '/usr/bin/clang'].find((c) => existsSync(c));
  if (!compiler) throw new Error('no C compiler (cc, gcc or clang) to build the sandbox launcher');
  const partial = `${target}.${process.pid}.tmp`;
  await hostCommand(compiler, ['-O2', '-o', partial, fileURLToPath(SOURCE)], 60000);
  // Older versions stay: a runner started before an upgrade may still be running its own.
  renameSync(partial, target);
  return target;
}
