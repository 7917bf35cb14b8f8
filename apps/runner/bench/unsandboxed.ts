import { spawn } from 'node:child_process';
import type { RunnerLanguage } from '@learnbox/contracts/runner';
import type { RunnerConfig } from '../src/config/env';
import { LanguageRegistry } from '../src/languages/language-registry';
import { HostPathExposer } from '../src/sandbox/host-paths';
import { SANDBOX_ENV } from '../src/sandbox/sandbox-layout';

/**
 * The baseline the runner is measured against (issue 19): the same program, with the runner's own
 * compile and run commands, started as a plain process of the bench in its own directory. No
 * sandbox, no HTTP, no pool: what a learner's program costs on this machine with nothing around it.
 */
export async function unsandboxedRunner(config: RunnerConfig) {
  // Not isolated: toolchains keep their host paths (no bind mounts into a sandbox).
  const languages = await LanguageRegistry.probe(new HostPathExposer(false));

  function spawnIn(dir: string, argv: string[], env: Record<string, string>): Promise<string> {
    const [file = '', ...args] = argv;
    return new Promise((resolve, reject) => {
      const child = spawn(file, args, {
        cwd: dir,
        env: { ...SANDBOX_ENV, ...env, HOME: dir },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d;
      });
      child.stderr?.on('data', () => undefined);
      child.stdin?.end();
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${file} exited ${code}`))));
    });
  }

  /** Compiles (when the language does) and runs the program already written in `dir`; its stdout. */
  async function run(language: RunnerLanguage, file: string, dir: string): Promise<string> {
    const runtime = languages.get(language);
    if (!runtime) throw new Error(`${language} is not installed`);
    const layout = { files: [file], main: file };
    if (runtime.compile) await spawnIn(dir, runtime.compile(layout), runtime.env);
    return spawnIn(dir, runtime.run(layout, [], config.limits.defaults), runtime.env);
  }

  return { run, has: (language: RunnerLanguage) => Boolean(languages.get(language)) };
}
