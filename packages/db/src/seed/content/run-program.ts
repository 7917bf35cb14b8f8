import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * Runs a seed program on this machine, the way a learner's run would, to check that the content's
 * expected output is right. Only for tests: user code runs in the runner's sandbox, not here.
 */

export interface ProgramFile {
  name: string;
  content: string;
}

const TOOLS: Record<string, string[]> = {
  python: ['python3', '/usr/bin/python3'],
  javascript: ['node'],
  cpp: ['g++'],
  bash: ['bash'],
};

function which(candidates: string[]): string | null {
  for (const tool of candidates) {
    const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' });
    if (found.status === 0) return found.stdout.trim();
  }
  return null;
}

/** The interpreter or compiler for a language, or null when this machine lacks it. */
export function toolFor(language: string): string | null {
  const candidates = TOOLS[language];
  return candidates ? which(candidates) : null;
}

/** What a run printed and how it ended. */
export interface ProgramRun {
  stdout: string;
  stderr: string;
  status: number | null;
}

export function runProgram(
  language: string,
  files: ProgramFile[],
  stdin = '',
  mainFile?: string,
): ProgramRun {
  const dir = mkdtempSync(join(tmpdir(), 'learnbox-seed-run-'));
  try {
    for (const file of files) writeFileSync(join(dir, file.name), file.content);
    const main = mainFile ?? (files[0] as ProgramFile).name;
    const tool = toolFor(language);
    if (!tool) throw new Error(`no ${language} toolchain here`);
    const options = { cwd: dir, input: stdin, encoding: 'utf8' as const, timeout: 60_000 };
    if (language === 'cpp') {
      const sources = files.filter((file) => file.name.endsWith('.cpp')).map((file) => file.name);
      const compiled = spawnSync(tool, ['-std=c++17', '-O0', '-o', 'main', ...sources], options);
      if (compiled.status !== 0) return { stdout: '', stderr: compiled.stderr, status: compiled.status };
      const run = spawnSync('./main', [], options);
      return { stdout: run.stdout, stderr: run.stderr, status: run.status };
    }
    const result = spawnSync(tool, [main], { ...options, env: { ...process.env, PYTHONHASHSEED: '0' } });
    return { stdout: result.stdout, stderr: result.stderr, status: result.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * How the RunJS widget shows console values: strings as they are, everything else as JSON
 * (functions and undefined by name). The web's sandbox uses the same rule.
 */
export function formatConsoleValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint') return `${value}n`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Runs RunJS code with a console like the browser widget's, and returns what it printed. */
export async function runBrowserScript(code: string): Promise<string> {
  const lines: string[] = [];
  const log = (...args: unknown[]) => lines.push(args.map(formatConsoleValue).join(' '));
  const console = { log, info: log, warn: log, error: log };
  await runInNewContext(`(async () => {\n${code}\n})()`, { console, setTimeout, Promise });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return lines.map((line) => `${line}\n`).join('');
}

/**
 * Runs a live test exercise's test file (unittest for Python, node:test for JavaScript) against
 * the given files, as the runner's /code_test/execute does; status 0 when every test passed.
 */
export function runUnitTests(language: string, files: ProgramFile[], testFile: ProgramFile): ProgramRun {
  const dir = mkdtempSync(join(tmpdir(), 'learnbox-seed-test-'));
  try {
    for (const file of [...files, testFile]) writeFileSync(join(dir, file.name), file.content);
    const tool = toolFor(language);
    if (!tool) throw new Error(`no ${language} toolchain here`);
    const args =
      language === 'python'
        ? ['-m', 'unittest', testFile.name.replace(/\.py$/, '')]
        : ['--test', testFile.name];
    const result = spawnSync(tool, args, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    return { stdout: result.stdout, stderr: result.stderr, status: result.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
