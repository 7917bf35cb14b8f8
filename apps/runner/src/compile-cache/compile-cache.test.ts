import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CompileCache, type CompileInput, compileCacheKey } from './compile-cache';

const base: CompileInput = {
  language: 'cpp',
  toolchainVersion: '12.2.0',
  command: ['/usr/bin/g++', '-O2', '-o', 'main', 'main.cpp'],
  files: [{ name: 'main.cpp', content: 'int main() { return 0; }\n' }],
};

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-cache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A work dir as a compile leaves it: the source plus what the compiler wrote. */
function compiledWorkDir(binary: string, extra: Record<string, string> = {}): string {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'main.cpp'), base.files[0]?.content ?? '');
  writeFileSync(path.join(dir, 'main'), binary, { mode: 0o755 });
  for (const [name, content] of Object.entries(extra)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('compileCacheKey', () => {
  it('changes with the toolchain version, the flags, a file name and a file byte', () => {
    const key = compileCacheKey(base);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(compileCacheKey({ ...base })).toBe(key);
    const variants: CompileInput[] = [
      { ...base, toolchainVersion: '12.2.1' },
      { ...base, command: ['/usr/bin/g++', '-O0', '-o', 'main', 'main.cpp'] },
      { ...base, files: [{ name: 'other.cpp', content: base.files[0]?.content ?? '' }] },
      { ...base, files: [{ name: 'main.cpp', content: 'int main() { return 1; }\n' }] },
      { ...base, language: 'c' },
    ];
    for (const variant of variants) expect(compileCacheKey(variant)).not.toBe(key);
  });

  it('does not depend on the order the files were sent in', () => {
    const a = { name: 'a.cpp', content: 'int a;' };
    const b = { name: 'b.cpp', content: 'int b;' };
    expect(compileCacheKey({ ...base, files: [a, b] })).toBe(compileCacheKey({ ...base, files: [b, a] }));
  });

  it('refuses sources whose output depends on the clock or on host files', () => {
    for (const content of [
      'const char *t = __TIME__;',
      'const char *d = __DATE__;',
      '#include "/proc/uptime"',
      '#include </etc/hostname>',
      'const S: &str = include_str!("/proc/version");',
      'const V: &str = env!("HOME");',
    ]) {
      expect(compileCacheKey({ ...base, files: [{ name: 'main.cpp', content }] })).toBeNull();
    }
  });
});

describe('CompileCache', () => {
  it('returns the stored artifacts and output, and keeps them across a restart', () => {
    const dir = tempDir();
    const key = compileCacheKey(base) as string;
    const cache = new CompileCache(path.join(dir, 'cache'), 1024 * 1024).open();
    expect(cache.lookup(key)).toBeNull();
    const work = compiledWorkDir('\x7fELF binary', { 'pkg/Main.class': 'classes' });
    expect(cache.store(key, work, ['main.cpp'], 'warning: unused\n')).toBe(true);

    const reopened = new CompileCache(path.join(dir, 'cache'), 1024 * 1024).open();
    const hit = reopened.lookup(key);
    expect(hit?.output).toBe('warning: unused\n');
    const fresh = tempDir();
    CompileCache.restore(hit ?? { output: '', files: [] }, fresh, null);
    expect(readFileSync(path.join(fresh, 'main'), 'utf8')).toBe('\x7fELF binary');
    expect(statSync(path.join(fresh, 'main')).mode & 0o111).not.toBe(0);
    expect(readFileSync(path.join(fresh, 'pkg/Main.class'), 'utf8')).toBe('classes');
    // The source is the request's to write, never the cache's.
    expect(() => statSync(path.join(fresh, 'main.cpp'))).toThrow();
  });

  it('finds what another runner sharing the directory stored after it opened', () => {
    const dir = tempDir();
    const first = new CompileCache(dir, 1024 * 1024).open();
    const second = new CompileCache(dir, 1024 * 1024).open();
    const key = compileCacheKey(base) as string;
    expect(second.lookup(key)).toBeNull();
    first.store(key, compiledWorkDir('bin'), ['main.cpp'], 'note\n');
    expect(second.lookup(key)?.output).toBe('note\n');
    expect(second.stats.entries).toBe(1);
  });

  it('a changed toolchain version misses what the old one stored', () => {
    const dir = tempDir();
    const cache = new CompileCache(dir, 1024 * 1024).open();
    cache.store(compileCacheKey(base) as string, compiledWorkDir('old'), ['main.cpp'], '');
    expect(cache.lookup(compileCacheKey({ ...base, toolchainVersion: '13.1.0' }) as string)).toBeNull();
    expect(cache.lookup(compileCacheKey(base) as string)).not.toBeNull();
  });

  it('evicts the least recently used entries once over its size', () => {
    const dir = tempDir();
    const cache = new CompileCache(dir, 250).open();
    const key = (n: number) => compileCacheKey({ ...base, toolchainVersion: String(n) }) as string;
    cache.store(key(1), compiledWorkDir('x'.repeat(100)), ['main.cpp'], '');
    cache.store(key(2), compiledWorkDir('y'.repeat(100)), ['main.cpp'], '');
    expect(cache.lookup(key(1))).not.toBeNull(); // 1 is now more recent than 2
    cache.store(key(3), compiledWorkDir('z'.repeat(100)), ['main.cpp'], '');
    expect(cache.lookup(key(2))).toBeNull();
    expect(cache.lookup(key(1))).not.toBeNull();
    expect(cache.lookup(key(3))).not.toBeNull();
    expect(cache.stats.bytes).toBeLessThanOrEqual(250);
  });

  it('stores nothing when the compile left a symlink behind', () => {
    const dir = tempDir();
    const cache = new CompileCache(dir, 1024 * 1024).open();
    const work = compiledWorkDir('bin');
    symlinkSync('/etc/passwd', path.join(work, 'leak'));
    expect(cache.store(compileCacheKey(base) as string, work, ['main.cpp'], '')).toBe(false);
    expect(cache.lookup(compileCacheKey(base) as string)).toBeNull();
  });

  it('restores without following a symlink already in the work dir', () => {
    const dir = tempDir();
    const cache = new CompileCache(dir, 1024 * 1024).open();
    const key = compileCacheKey(base) as string;
    cache.store(key, compiledWorkDir('bin'), ['main.cpp'], '');
    const target = path.join(tempDir(), 'target');
    writeFileSync(target, 'untouched');
    const fresh = tempDir();
    symlinkSync(target, path.join(fresh, 'main'));
    expect(() => CompileCache.restore(cache.lookup(key) ?? { output: '', files: [] }, fresh, null)).toThrow();
    expect(readFileSync(target, 'utf8')).toBe('untouched');
  });
});
