import { type ExecuteResponse, type RunnerLanguage, runtimesReplySchema } from '@learnbox/contracts/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

/**
 * Real programs in the real sandbox for every language this host runs: hello world, stdin echo,
 * a compile (or syntax) error and a runtime error.
 */

interface Programs {
  hello: string;
  echo: string;
  broken: string;
  crash: string;
  /** Interpreted languages report a syntax error as a runtime error: there is no compile step. */
  compiled: boolean;
}

const PROGRAMS: Record<RunnerLanguage, Programs> = {
  python: {
    hello: 'print("hello, world")',
    echo: 'import sys\nsys.stdout.write(sys.stdin.read())',
    broken: 'def f(:\n  pass',
    crash: 'raise ValueError("boom")',
    compiled: false,
  },
  javascript: {
    hello: 'console.log("hello, world");',
    echo: 'process.stdout.write(require("node:fs").readFileSync(0, "utf8"));',
    broken: 'function (',
    crash: 'throw new Error("boom");',
    compiled: false,
  },
  typescript: {
    hello: 'const greeting: string = "hello, world";\nconsole.log(greeting);',
    echo: 'import { readFileSync } from "node:fs";\nconst input: string = readFileSync(0, "utf8");\nprocess.stdout.write(input);',
    broken: 'const x: number = ;',
    crash: 'const fail = (): never => { throw new Error("boom"); };\nfail();',
    compiled: true,
  },
  c: {
    hello: '#include <stdio.h>\nint main(void) { puts("hello, world"); return 0; }',
    echo: '#include <stdio.h>\nint main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }',
    broken: 'int main(void) { return 0 }',
    crash: '#include <stdlib.h>\nint main(void) { volatile int *p = NULL; return *p; }',
    compiled: true,
  },
  cpp: {
    hello: '#include <iostream>\nint main() { std::cout << "hello, world" << std::endl; }',
    echo: '#include <iostream>\n#include <string>\nint main() { std::string l; while (std::getline(std::cin, l)) std::cout << l << "\\n"; }',
    broken: 'int main() { undeclared(); }',
    crash: '#include <stdexcept>\nint main() { throw std::runtime_error("boom"); }',
    compiled: true,
  },
  java: {
    hello:
      'public class Main { public static void main(String[] a) { System.out.println("hello, world"); } }',
    echo: 'import java.io.*;\npublic class Echo { public static void main(String[] a) throws IOException { System.out.write(System.in.readAllBytes()); System.out.flush(); } }',
    broken: 'public class Main { public static void main(String[] a) { int x = "s"; } }',
    crash:
      'public class Main { public static void main(String[] a) { throw new IllegalStateException("boom"); } }',
    compiled: true,
  },
  rust: {
    hello: 'fn main() { println!("hello, world"); }',
    echo: 'use std::io::Read;\nfn main() { let mut s = String::new(); std::io::stdin().read_to_string(&mut s).unwrap(); print!("{}", s); }',
    broken: 'fn main() { let x: i32 = "s"; }',
    crash: 'fn main() { let v: Vec<i32> = Vec::new(); println!("{}", v[3]); }',
    compiled: true,
  },
  bash: {
    hello: 'echo "hello, world"',
    echo: 'cat',
    broken: 'if then fi (',
    crash: 'echo boom >&2; exit 3',
    compiled: false,
  },
  go: {
    hello: 'package main\nimport "fmt"\nfunc main() { fmt.Println("hello, world") }',
    echo: 'package main\nimport ("io"; "os")\nfunc main() { io.Copy(os.Stdout, os.Stdin) }',
    broken: 'package main\nfunc main() { x := }',
    crash: 'package main\nfunc main() { panic("boom") }',
    compiled: true,
  },
  ruby: {
    hello: 'puts "hello, world"',
    echo: 'print STDIN.read',
    broken: 'def f(',
    crash: 'raise "boom"',
    compiled: false,
  },
};

/** The minimum; Go and Ruby are tested when this host has them. */
const REQUIRED: RunnerLanguage[] = ['javascript', 'typescript', 'python', 'c', 'cpp', 'java', 'rust', 'bash'];

let runner: TestRunner;
let installed: RunnerLanguage[] = [];

beforeAll(async () => {
  runner = await startTestRunner();
  const reply = runtimesReplySchema.parse((await runner.app.inject({ url: '/runtimes' })).json());
  installed = reply.runtimes.map((r) => r.language);
});
afterAll(() => runner?.close());

async function run(language: RunnerLanguage, code: string, stdin = ''): Promise<ExecuteResponse> {
  const reply = await runner.execute({ language, code, stdin });
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

describe('GET /runtimes', () => {
  it('lists at least the languages of the issue, each with a version', async () => {
    const reply = runtimesReplySchema.parse((await runner.app.inject({ url: '/runtimes' })).json());
    expect(installed).toEqual(expect.arrayContaining(REQUIRED));
    for (const runtime of reply.runtimes) expect(runtime.version).toMatch(/\d+\.\d+/);
  });
});

describe.each(Object.keys(PROGRAMS) as RunnerLanguage[])('%s in the sandbox', (language) => {
  const p = PROGRAMS[language];
  const skip = () => !installed.includes(language);

  it('prints hello world', async ({ skip: skipTest }) => {
    if (skip()) return skipTest(`${language} is not installed`);
    const result = await run(language, p.hello);
    expect(result).toMatchObject({
      status: 'ok',
      stdout: 'hello, world\n',
      exitCode: 0,
      signal: null,
      truncated: false,
    });
    expect(result.compileOutput === null).toBe(!p.compiled);
  });

  it('echoes its stdin', async ({ skip: skipTest }) => {
    if (skip()) return skipTest(`${language} is not installed`);
    const stdin = 'first line\nsecond line, ünïcødé\n';
    expect(await run(language, p.echo, stdin)).toMatchObject({ status: 'ok', stdout: stdin });
  });

  it('reports a compile or syntax error', async ({ skip: skipTest }) => {
    if (skip()) return skipTest(`${language} is not installed`);
    const result = await run(language, p.broken);
    if (p.compiled) {
      expect(result.status).toBe('compile_error');
      expect(result.compileOutput?.length).toBeGreaterThan(0);
    } else {
      expect(result.status).toBe('runtime_error');
      expect(result.stderr.length).toBeGreaterThan(0);
    }
  });

  it('reports a runtime error', async ({ skip: skipTest }) => {
    if (skip()) return skipTest(`${language} is not installed`);
    const result = await run(language, p.crash);
    expect(result.status).toBe('runtime_error');
    expect(result.exitCode !== 0 || result.signal !== null).toBe(true);
  });
});

describe('program shapes', () => {
  it('runs a multi-file Python program with arguments from its main file', async () => {
    const reply = await runner.execute({
      language: 'python',
      files: [
        { name: 'util/greet.py', content: 'def greet(n):\n    return f"hi {n}"\n' },
        { name: 'app.py', content: 'import sys\nfrom util.greet import greet\nprint(greet(sys.argv[1]))\n' },
      ],
      mainFile: 'app.py',
      args: ['ada'],
    });
    expect(reply.json()).toMatchObject({ status: 'ok', stdout: 'hi ada\n' });
  });

  it('names the Java file after its public class', async () => {
    const reply = await runner.execute({ language: 'java', code: PROGRAMS.java.echo, stdin: 'x' });
    expect(reply.json()).toMatchObject({ status: 'ok', stdout: 'x' });
  });

  it('reports a signal by name', async () => {
    const result = await run('c', PROGRAMS.c.crash);
    expect(result).toMatchObject({ status: 'runtime_error', signal: 'SIGSEGV', exitCode: null });
  });
});
