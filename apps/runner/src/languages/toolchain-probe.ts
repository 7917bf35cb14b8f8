import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hostCommand } from '../sandbox/host-command';
import type { HostPathExposer } from '../sandbox/host-paths';
import type { SandboxMount } from '../sandbox/sandbox-layout';

/**
 * Finds real toolchain binaries at start. Version-manager shims (pyenv, rbenv, asdf, nodenv) are
 * skipped: a pyenv shim alone adds ~100 ms to every run here, and their targets live under /root,
 * which the sandbox user cannot read.
 */

const SHIM = /\/(shims|\.pyenv|\.rbenv|\.nodenv|\.asdf)\//;

export function findBinary(name: string, preferred: readonly string[] = []): string | null {
  const fromPath = (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, name));
  for (const candidate of [...preferred, `/usr/bin/${name}`, `/usr/local/bin/${name}`, ...fromPath]) {
    if (!path.isAbsolute(candidate) || SHIM.test(candidate)) continue;
    try {
      accessSync(candidate, constants.X_OK);
      const real = realpathSync(candidate);
      if (!SHIM.test(real) && statSync(real).isFile()) return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** First line of a version command's output (stdout, or stderr for tools that print there). */
export async function versionOf(
  binary: string,
  args: readonly string[] = ['--version'],
): Promise<string | null> {
  try {
    const { stdout, stderr } = await hostCommand(binary, args, 20000);
    return (stdout.trim() || stderr.trim()).split('\n')[0]?.trim() ?? null;
  } catch {
    return null;
  }
}

/** "Python 3.11.2" -> "3.11.2"; falls back to the whole line. */
export function versionNumber(line: string): string {
  return /\d+\.\d+(\.\d+)?/.exec(line)?.[0] ?? line;
}

export interface SandboxTool {
  /** Path of the binary as programs see it. */
  path: string;
  mounts: SandboxMount[];
}

/**
 * Makes a binary usable inside the sandbox. Anything under /usr is already there; otherwise its
 * install prefix (the parent of its bin/) is exposed at /opt/<name>.
 */
export async function sandboxTool(
  exposer: HostPathExposer,
  binary: string,
  name: string,
): Promise<SandboxTool> {
  const real = realpathSync(binary);
  if (binary.startsWith('/usr/') && real.startsWith('/usr/')) return { path: binary, mounts: [] };
  const prefix = path.dirname(path.dirname(real));
  const exposed = exposer.expose(prefix, name);
  return { path: path.join(exposed.path, path.relative(prefix, real)), mounts: exposed.mounts };
}

/** esbuild's native binary from the repo's node_modules (tsx depends on it); no Node needed to run it. */
export function findEsbuild(): string | null {
  if (process.env.ESBUILD_BINARY_PATH) return process.env.ESBUILD_BINARY_PATH;
  try {
    const require = createRequire(import.meta.url);
    const esbuildDir = path.dirname(require.resolve('esbuild/package.json'));
    return require.resolve(`@esbuild/${process.platform}-${process.arch}/bin/esbuild`, {
      paths: [esbuildDir],
    });
  } catch {
    return null;
  }
}

/** rustup installs proxies; the real compiler lives in the toolchain's sysroot. */
export async function findRustSysroot(): Promise<string | null> {
  const rustc = findBinary('rustc', ['/root/.cargo/bin/rustc', '/usr/local/cargo/bin/rustc']);
  if (!rustc) return null;
  try {
    const { stdout } = await hostCommand(rustc, ['--print', 'sysroot'], 20000);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}
