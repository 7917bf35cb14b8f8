import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cppPchDir, PRECOMPILED_HEADERS, prepareCppPch } from './cpp-pch';
import { findBinary } from './toolchain-probe';

const gxx = findBinary('g++');
const FLAGS = ['-O2', '-pipe', '-std=gnu++20'];
const work = mkdtempSync(path.join(tmpdir(), 'cpp-pch-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Compiles a lesson-style main.cpp; g++ -H lists on stderr every header it read, "!" marking a used PCH. */
function headersRead(flags: readonly string[], dir: string): string {
  const source = path.join(work, 'main.cpp');
  writeFileSync(source, '#include <iostream>\nint main() { std::cout << "hi" << std::endl; }\n');
  const result = spawnSync(gxx ?? 'g++', [...flags, '-I', dir, '-H', '-o', path.join(work, 'main'), source], {
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  expect(execFileSync(path.join(work, 'main'), { encoding: 'utf8' })).toBe('hi\n');
  return result.stderr;
}

describe.skipIf(!gxx)('C++ precompiled headers', () => {
  it('are used by a compile with the same flags, and ignored (not an error) with other flags', async () => {
    const pch = prepareCppPch(path.join(work, 'cache'), gxx ?? '', 'test', FLAGS);
    await pch.ready;
    for (const header of PRECOMPILED_HEADERS)
      expect(existsSync(path.join(pch.dir, `${header}.gch`)), header).toBe(true);
    expect(headersRead(FLAGS, pch.dir)).toContain(`! ${path.join(pch.dir, 'iostream.gch')}`);
    expect(headersRead(['-O0', '-std=gnu++17'], pch.dir)).not.toContain('! ');
  });

  it('removes what a runner that exited mid-build left behind, and keeps what is built', async () => {
    const cache = path.join(work, 'abandoned');
    const dir = cppPchDir(cache, gxx ?? '', 'abandoned', FLAGS);
    mkdirSync(path.join(dir, 'bits'), { recursive: true });
    for (const header of PRECOMPILED_HEADERS) writeFileSync(path.join(dir, `${header}.gch`), 'built');
    // No process has pid 2^22 + 1 (above Linux's pid_max).
    const orphan = path.join(dir, 'bits', `stdc++.h.gch.${2 ** 22 + 1}.tmp`);
    writeFileSync(orphan, 'half');
    writeFileSync(`${orphan}.h`, '#include <bits/stdc++.h>');
    const mine = path.join(dir, `iostream.gch.${process.pid}.tmp`);
    writeFileSync(mine, 'in progress');
    await prepareCppPch(cache, gxx ?? '', 'abandoned', FLAGS).ready;
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(`${orphan}.h`)).toBe(false);
    expect(existsSync(mine)).toBe(true);
    expect(existsSync(path.join(dir, 'iostream.gch'))).toBe(true);
  });

  it('gets a directory of its own per compiler version and flags', () => {
    const a = cppPchDir('/c', '/usr/bin/g++', '12.2.0', FLAGS);
    expect(cppPchDir('/c', '/usr/bin/g++', '12.2.0', FLAGS)).toBe(a);
    expect(cppPchDir('/c', '/usr/bin/g++', '13.1.0', FLAGS)).not.toBe(a);
    expect(cppPchDir('/c', '/usr/bin/g++', '12.2.0', ['-O0'])).not.toBe(a);
  });
});
