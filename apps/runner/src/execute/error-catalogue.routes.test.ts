import { type ExecuteResponse, type RunnerLanguage, runtimesReplySchema } from '@learnbox/contracts/runner';
import { explainError } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

/**
 * The coach's error catalogue (packages/domain coach/error-catalogue.ts) against REAL output of
 * this runner: each program makes one common mistake, and the catalogue must name it (and the
 * line, where the output names one). A compiler that rewords its message fails here.
 */
interface Mistake {
  code: string;
  id: string;
  line?: number;
}

const MISTAKES: Record<RunnerLanguage, Mistake[]> = {
  python: [
    { code: 'x = 1\nprint(y)\n', id: 'python-name', line: 2 },
    { code: 'if True\n    print(1)\n', id: 'python-syntax', line: 1 },
    { code: 'if True:\nprint(1)\n', id: 'python-indentation', line: 2 },
    { code: 'print(1 / 0)\n', id: 'python-zero-division', line: 1 },
    { code: 'items = [1]\nprint(items[3])\n', id: 'python-index', line: 2 },
    { code: 'print(int("abc"))\n', id: 'python-value', line: 1 },
    { code: 'print("a" + 1)\n', id: 'python-type', line: 1 },
    { code: 'input()\n', id: 'python-eof', line: 1 },
  ],
  javascript: [
    { code: 'const a = 1;\nconsole.log(b);\n', id: 'node-not-defined', line: 2 },
    { code: 'let o;\nconsole.log(o.name);\n', id: 'node-undefined-property', line: 2 },
    { code: 'const x = 1;\nx = 2;\n', id: 'node-const-assign', line: 2 },
    { code: 'function (\n', id: 'node-syntax', line: 1 },
    { code: 'const f = () => f();\nf();\n', id: 'node-stack' },
  ],
  typescript: [
    { code: 'const a: number = 1;\nconsole.log(b);\n', id: 'node-not-defined' },
    { code: 'const x: number = ;\n', id: 'node-syntax', line: 1 },
  ],
  c: [
    { code: 'int main(void) {\n  return 0\n}\n', id: 'gcc-expected-semicolon' },
    { code: 'int main(void) {\n  return y;\n}\n', id: 'gcc-undeclared', line: 2 },
    { code: 'int f(void);\nint main(void) { return f(); }\n', id: 'gcc-undefined-reference' },
    {
      code: '#include <stdlib.h>\nint main(void) { volatile int *p = NULL; return *p; }\n',
      id: 'signal-segfault',
    },
  ],
  cpp: [
    { code: 'int main() {\n  undeclared();\n}\n', id: 'gcc-undeclared', line: 2 },
    { code: '#include <stdexcept>\nint main() { throw std::runtime_error("boom"); }\n', id: 'gcc-uncaught' },
  ],
  java: [
    {
      code: 'public class Main {\n  public static void main(String[] a) {\n    System.out.println(y);\n  }\n}\n',
      id: 'java-cannot-find-symbol',
      line: 3,
    },
    {
      code: 'public class Main {\n  public static void main(String[] a) {\n    int x = "s";\n  }\n}\n',
      id: 'java-incompatible-types',
      line: 3,
    },
    {
      code: 'public class Main {\n  public static void main(String[] a) {\n    int x = 1\n  }\n}\n',
      id: 'java-expected',
      line: 3,
    },
    {
      code: 'public class Main {\n  public static void main(String[] a) {\n    int[] v = new int[1];\n    System.out.println(v[3]);\n  }\n}\n',
      id: 'java-out-of-bounds',
      line: 4,
    },
    {
      code: 'public class Main {\n  public static void main(String[] a) {\n    System.out.println(Integer.parseInt("x"));\n  }\n}\n',
      id: 'java-number-format',
    },
  ],
  rust: [
    { code: 'fn main() {\n    let x: i32 = "s";\n}\n', id: 'rust-mismatched-types', line: 2 },
    { code: 'fn main() {\n    println!("{}", y);\n}\n', id: 'rust-not-found', line: 2 },
    {
      code: 'fn main() {\n    let s = String::from("a");\n    let t = s;\n    println!("{} {}", s, t);\n}\n',
      id: 'rust-moved',
    },
    { code: 'fn main() {\n    let x = 1;\n    x = 2;\n    println!("{}", x);\n}\n', id: 'rust-borrow-mut' },
    {
      code: 'fn main() {\n    let v: Vec<i32> = Vec::new();\n    println!("{}", v[3]);\n}\n',
      id: 'rust-out-of-bounds',
    },
    {
      code: 'fn main() {\n    let n: i32 = "x".parse().unwrap();\n    println!("{}", n);\n}\n',
      id: 'rust-unwrap',
    },
  ],
  bash: [
    { code: 'echo start\nnotacommand\n', id: 'bash-command-not-found', line: 2 },
    { code: 'if [ 1 -eq 1 ]\necho yes\nfi\n', id: 'bash-syntax' },
    { code: 'x=abc\nif [ "$x" -eq 1 ]; then echo one; fi\n', id: 'bash-integer-expected', line: 2 },
    { code: 'set -u\necho "$missing"\n', id: 'bash-unbound', line: 2 },
  ],
  go: [
    { code: 'package main\nfunc main() {\n\tx := 1\n}\n', id: 'go-declared-not-used', line: 3 },
    { code: 'package main\nimport "fmt"\nfunc main() {\n\tfmt.Println(y)\n}\n', id: 'go-undefined', line: 4 },
  ],
  ruby: [
    { code: 'puts y\n', id: 'ruby-undefined-name', line: 1 },
    { code: 'puts 1 / 0\n', id: 'ruby-zero-division', line: 1 },
    { code: 'nil.upcase\n', id: 'ruby-no-method', line: 1 },
  ],
};

let runner: TestRunner;
let installed: RunnerLanguage[] = [];

beforeAll(async () => {
  runner = await startTestRunner();
  const reply = runtimesReplySchema.parse((await runner.app.inject({ url: '/runtimes' })).json());
  installed = reply.runtimes.map((r) => r.language);
});
afterAll(() => runner?.close());

describe.each(Object.keys(MISTAKES) as RunnerLanguage[])('error catalogue: %s', (language) => {
  for (const mistake of MISTAKES[language]) {
    it(`explains ${mistake.id}`, { timeout: 60_000 }, async ({ skip }) => {
      if (!installed.includes(language)) return skip(`${language} is not installed`);
      const reply = await runner.execute({ language, code: mistake.code, stdin: '' });
      const result = reply.json() as ExecuteResponse;
      // A failed test inside a shell script prints to stderr and carries on: still worth explaining.
      expect(result.status !== 'ok' || result.stderr !== '', JSON.stringify(result)).toBe(true);
      const explained = explainError(language, result);
      expect(explained?.entry.id, `${result.compileOutput ?? ''}\n${result.stderr}`).toBe(mistake.id);
      if (mistake.line !== undefined) expect(explained?.line).toBe(mistake.line);
    });
  }
});
