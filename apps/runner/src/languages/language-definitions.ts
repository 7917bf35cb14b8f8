import path from 'node:path';
import type { ResolvedRunnerLimits, RunnerLanguage } from '@learnbox/contracts/runner';
import type { HostPathExposer } from '../sandbox/host-paths';
import type { SandboxMount } from '../sandbox/sandbox-layout';
import { prepareCppPch } from './cpp-pch';
import {
  findBinary,
  findEsbuild,
  findRustSysroot,
  sandboxTool,
  versionNumber,
  versionOf,
} from './toolchain-probe';

/** Files of a prepared program, relative to the work dir. */
export interface ProgramLayout {
  files: readonly string[];
  main: string;
}

/** A language this host can run, with the exact commands used inside the sandbox. */
export interface Runtime {
  language: RunnerLanguage;
  name: string;
  version: string;
  defaultFileName(code: string): string;
  mounts: SandboxMount[];
  env: Record<string, string>;
  /** Null for interpreted languages. */
  compile: ((program: ProgramLayout) => string[]) | null;
  run(program: ProgramLayout, args: readonly string[], limits: ResolvedRunnerLimits): string[];
}

export interface ProbeOptions {
  /** Directory kept across restarts for build products of the toolchains (C++ precompiled headers). */
  cacheDir?: string;
}

type Probe = (exposer: HostPathExposer, options?: ProbeOptions) => Promise<Runtime | null>;

const named = (file: string) => () => file;
const withExt = (files: readonly string[], ...exts: string[]) =>
  files.filter((f) => exts.includes(path.extname(f)));

// TypeScript runs on the same Node; probing it once means exposing it once.
const nodeProbes = new WeakMap<HostPathExposer, Promise<Runtime | null>>();
const javascript: Probe = (exposer) => {
  let probe = nodeProbes.get(exposer);
  if (!probe) {
    probe = probeNode(exposer);
    nodeProbes.set(exposer, probe);
  }
  return probe;
};

const probeNode: Probe = async (exposer) => {
  const node = findBinary('node');
  const version = node && (await versionOf(node));
  if (!node || !version) return null;
  const tool = await sandboxTool(exposer, node, 'node');
  return {
    language: 'javascript',
    name: 'JavaScript (Node.js)',
    version: versionNumber(version),
    defaultFileName: named('main.js'),
    mounts: tool.mounts,
    env: {},
    compile: null,
    // Detect-module lets a plain main.js use either `import` or `require`, as learners write both.
    run: (p, args) => [tool.path, '--experimental-detect-module', p.main, ...args],
  };
};

const typescript: Probe = async (exposer) => {
  const node = await javascript(exposer);
  const esbuild = findEsbuild();
  const esbuildVersion = esbuild && (await versionOf(esbuild));
  if (!node || !esbuild || !esbuildVersion) return null;
  const tool = exposer.expose(esbuild, 'esbuild');
  return {
    ...node,
    language: 'typescript',
    name: 'TypeScript (esbuild transpile, no type check)',
    version: `${node.version} (esbuild ${esbuildVersion})`,
    defaultFileName: named('main.ts'),
    mounts: [...node.mounts, ...tool.mounts],
    // Transpile and bundle the learner's modules into one ESM file; types are stripped, not checked.
    compile: (p) => [
      tool.path,
      p.main,
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--log-level=warning',
      `--outfile=${compiledTypeScript(p.main)}`,
      '--banner:js=import { createRequire as __lbRequire } from "node:module"; const require = __lbRequire(import.meta.url);',
    ],
    run: (p, args, limits) => node.run({ files: p.files, main: compiledTypeScript(p.main) }, args, limits),
  };
};

/** Output of the TypeScript step; `.out` cannot clash with a learner's file (names may not start with a dot). */
export function compiledTypeScript(main: string): string {
  return `.out/${main.replace(/\.[cm]?tsx?$/, '')}.mjs`;
}

const python: Probe = async (exposer) => {
  const python3 = findBinary('python3');
  const version = python3 && (await versionOf(python3));
  if (!python3 || !version) return null;
  const tool = await sandboxTool(exposer, python3, 'python');
  return {
    language: 'python',
    name: 'Python 3',
    version: versionNumber(version),
    defaultFileName: named('main.py'),
    mounts: tool.mounts,
    env: {},
    compile: null,
    // -E -s: ignore PYTHON* variables and the user site; -B: no .pyc; -u: output survives a kill.
    run: (p, args) => [tool.path, '-E', '-s', '-B', '-u', p.main, ...args],
  };
};

function gccFamily(language: 'c' | 'cpp', compiler: string, std: string, exts: string[]): Probe {
  return async (exposer, options) => {
    const binary = findBinary(compiler);
    const version = binary && (await versionOf(binary, ['-dumpfullversion']));
    if (!binary || !version) return null;
    const flags = ['-O2', '-pipe', `-std=${std}`];
    const cacheDir = options?.cacheDir;
    // C++ only: its standard headers are what makes a lesson's compile slow.
    const pch =
      language === 'cpp' && cacheDir
        ? await Promise.resolve()
            .then(() => exposer.expose(prepareCppPch(cacheDir, binary, version, flags).dir, 'cpp-pch'))
            // Without its cache dir C++ still compiles, only without the precompiled headers.
            .catch(() => null)
        : null;
    return {
      language,
      name: language === 'c' ? 'C (GCC)' : 'C++ (GCC)',
      version: versionNumber(version),
      defaultFileName: named(language === 'c' ? 'main.c' : 'main.cpp'),
      mounts: pch?.mounts ?? [],
      env: {},
      compile: (p) => [
        binary,
        ...flags,
        ...(pch ? ['-I', pch.path] : []),
        '-o',
        'main',
        ...withExt(p.files, ...exts),
        '-lm',
      ],
      run: (_p, args) => ['./main', ...args],
    };
  };
}

const JVM_FAST_START = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-Xshare:auto'];

const java: Probe = async () => {
  const javac = findBinary('javac');
  const javaBin = findBinary('java');
  const version = javac && (await versionOf(javac, ['-version']));
  if (!javac || !javaBin || !version) return null;
  return {
    language: 'java',
    name: 'Java (OpenJDK)',
    version: versionNumber(version),
    defaultFileName: (code) =>
      `${/public\s+(?:final\s+|abstract\s+)*class\s+(\w+)/.exec(code)?.[1] ?? 'Main'}.java`,
    mounts: [],
    env: {},
    compile: (p) => [
      javac,
      ...JVM_FAST_START.map((flag) => `-J${flag}`),
      '-J-Xmx512m',
      '-encoding',
      'UTF-8',
      '-d',
      '.',
      ...withExt(p.files, '.java'),
    ],
    // The sandbox hides cgroup files from the JVM, so the heap is sized from the run's memory limit.
    run: (p, args, limits) => [
      javaBin,
      ...JVM_FAST_START,
      `-Xmx${Math.max(16, Math.floor(limits.memoryMb * 0.6))}m`,
      '-cp',
      '.',
      p.main.replace(/\.java$/, '').replaceAll('/', '.'),
      ...args,
    ],
  };
};

const rust: Probe = async (exposer) => {
  const sysroot = await findRustSysroot();
  const version = sysroot && (await versionOf(path.join(sysroot, 'bin', 'rustc')));
  if (!sysroot || !version) return null;
  const exposed = sysroot.startsWith('/usr/')
    ? { path: sysroot, mounts: [] }
    : exposer.expose(sysroot, 'rust');
  return {
    language: 'rust',
    name: 'Rust',
    version: versionNumber(version),
    defaultFileName: named('main.rs'),
    mounts: exposed.mounts,
    env: {},
    compile: (p) => [
      path.join(exposed.path, 'bin', 'rustc'),
      '--edition',
      '2021',
      '-O',
      '-o',
      'main',
      p.main,
    ],
    run: (_p, args) => ['./main', ...args],
  };
};

const bash: Probe = async () => {
  const binary = findBinary('bash');
  const version = binary && (await versionOf(binary));
  if (!binary || !version) return null;
  return {
    language: 'bash',
    name: 'Bash',
    version: versionNumber(version),
    defaultFileName: named('main.sh'),
    mounts: [],
    env: {},
    compile: null,
    run: (p, args) => [binary, p.main, ...args],
  };
};

const go: Probe = async (exposer) => {
  const binary = findBinary('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
  const version = binary && (await versionOf(binary, ['version']));
  if (!binary || !version) return null;
  const tool = await sandboxTool(exposer, binary, 'go');
  return {
    language: 'go',
    name: 'Go',
    version: versionNumber(version),
    defaultFileName: named('main.go'),
    mounts: tool.mounts,
    // No network and a throw-away cache: builds use the standard library only.
    env: {
      GOCACHE: '/tmp/go-cache',
      GOPATH: '/tmp/go',
      GOTOOLCHAIN: 'local',
      GOFLAGS: '-buildvcs=false',
      CGO_ENABLED: '0',
    },
    compile: (p) => [tool.path, 'build', '-o', 'main', ...withExt(p.files, '.go')],
    run: (_p, args) => ['./main', ...args],
  };
};

const ruby: Probe = async (exposer) => {
  const binary = findBinary('ruby');
  const version = binary && (await versionOf(binary));
  if (!binary || !version) return null;
  const tool = await sandboxTool(exposer, binary, 'ruby');
  return {
    language: 'ruby',
    name: 'Ruby',
    version: versionNumber(version),
    defaultFileName: named('main.rb'),
    mounts: tool.mounts,
    env: {},
    compile: null,
    run: (p, args) => [tool.path, p.main, ...args],
  };
};

export const LANGUAGE_PROBES: Readonly<Record<RunnerLanguage, Probe>> = {
  javascript,
  typescript,
  python,
  c: gccFamily('c', 'gcc', 'gnu17', ['.c']),
  cpp: gccFamily('cpp', 'g++', 'gnu++20', ['.cpp', '.cc', '.cxx']),
  java,
  rust,
  bash,
  go,
  ruby,
};
