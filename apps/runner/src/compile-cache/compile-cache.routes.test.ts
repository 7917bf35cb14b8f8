import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ExecuteResponse, type RunnerLanguage, runtimesReplySchema } from '@learnbox/contracts/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

/**
 * The compile cache in the real runner: a second run of the same source is answered from the
 * cache with exactly what the real compile and run gave, and the run itself still happens.
 */

const PROGRAMS: Partial<Record<RunnerLanguage, (tag: string) => string>> = {
  c: (tag) =>
    `// ${tag}\n#include <stdio.h>\nint main(void) { char s[64]; if (scanf("%63s", s) == 1) printf("c got %s\\n", s); return 3; }\n`,
  cpp: (tag) =>
    `// ${tag}\n#include <iostream>\n#include <string>\nint main() { std::string s; std::cin >> s; std::cout << "cpp got " << s << std::endl; int unused; return 3; }\n`,
  java: (tag) =>
    `// ${tag}\npublic class Main { public static void main(String[] a) { String s = new java.util.Scanner(System.in).next(); System.out.println("java got " + s); System.exit(3); } }\n`,
  rust: (tag) =>
    `// ${tag}\nfn main() { let mut s = String::new(); std::io::stdin().read_line(&mut s).unwrap(); println!("rust got {}", s.trim()); std::process::exit(3); }\n`,
  typescript: (tag) =>
    `// ${tag}\nimport { readFileSync } from "node:fs";\nconst s: string = readFileSync(0, "utf8").trim();\nconsole.log("typescript got " + s);\nprocess.exit(3);\n`,
};

/** What a learner sees of a run, timings and usage aside (they differ between any two runs). */
const visible = (reply: ExecuteResponse) => ({
  status: reply.status,
  stdout: reply.stdout,
  stderr: reply.stderr,
  compileOutput: reply.compileOutput,
  exitCode: reply.exitCode,
  signal: reply.signal,
  truncated: reply.truncated,
});

let runner: TestRunner;
let stateDir: string;
let installed: RunnerLanguage[] = [];
const cacheDir = () => path.join(stateDir, 'compile-cache');
const entries = () => readdirSync(cacheDir()).filter((name) => /^[0-9a-f]{64}$/.test(name));

beforeAll(async () => {
  stateDir = mkdtempSync('/tmp/learnbox-cc-');
  chmodSync(stateDir, 0o755);
  runner = await startTestRunner({ RUNNER_STATE_DIR: stateDir });
  const reply = runtimesReplySchema.parse((await runner.app.inject({ url: '/runtimes' })).json());
  installed = reply.runtimes.map((r) => r.language).filter((language) => PROGRAMS[language]);
});

afterAll(async () => {
  await runner?.close();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('compile cache', () => {
  it('a hit gives byte for byte what the real compile and run gave, for every compiled language here', async () => {
    expect(installed).toContain('c');
    for (const language of installed) {
      const code = PROGRAMS[language]?.(`${language} ${randomBytes(8).toString('hex')}`) ?? '';
      const before = entries().length;
      const real = (await runner.execute({ language, code, stdin: 'abc\n' })).json() as ExecuteResponse;
      expect(real.status, `${language}: ${real.stderr}${real.compileOutput}`).toBe('runtime_error');
      expect(real.stdout).toBe(`${language} got abc\n`);
      expect(entries().length, language).toBe(before + 1);
      const hit = (await runner.execute({ language, code, stdin: 'abc\n' })).json() as ExecuteResponse;
      expect(visible(hit), language).toEqual(visible(real));
      expect(entries().length, language).toBe(before + 1);
      // The run is real every time: other input, other output.
      const other = (await runner.execute({ language, code, stdin: 'xyz\n' })).json() as ExecuteResponse;
      expect(other.stdout).toBe(`${language} got xyz\n`);
    }
  });

  it('serves a hit from the stored entry instead of compiling again', async () => {
    const code = PROGRAMS.c?.(`served ${randomBytes(8).toString('hex')}`) ?? '';
    const before = new Set(entries());
    await runner.execute({ language: 'c', code, stdin: 'one\n' });
    const added = entries().filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    // Mark the stored compiler output: only an answer read from the cache can carry it.
    const metaFile = path.join(cacheDir(), added[0] ?? '', 'meta.json');
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as { output: string };
    writeFileSync(metaFile, JSON.stringify({ ...meta, output: 'from the cache\n' }));
    const hit = (await runner.execute({ language: 'c', code, stdin: 'two\n' })).json() as ExecuteResponse;
    expect(hit.compileOutput).toBe('from the cache\n');
    expect(hit.stdout).toBe('c got two\n');
  });

  it('never caches a source that reads the compile-time clock', async () => {
    const before = entries().length;
    const code = '#include <stdio.h>\nint main(void) { puts(__TIME__); return 0; }\n';
    const reply = (await runner.execute({ language: 'c', code })).json() as ExecuteResponse;
    expect(reply.status).toBe('ok');
    expect(entries().length).toBe(before);
  });
});
