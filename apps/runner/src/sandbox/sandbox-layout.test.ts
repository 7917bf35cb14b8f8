import { lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ETC_FILES, sandboxLayout, stageEtc, systemLayout } from './sandbox-layout';

describe('sandboxLayout', () => {
  const layout = sandboxLayout([['ro-bind', '/usr', '/usr']], {
    workDir: '/run/slot-0',
    mounts: [{ source: '/opt/host-tool', target: '/opt/tool' }],
    tmpBytes: 1024,
  });

  it('binds the work dir read-write at /box and every tool read-only', () => {
    expect(layout).toContainEqual(['bind', '/run/slot-0', '/box']);
    expect(layout).toContainEqual(['ro-bind', '/opt/host-tool', '/opt/tool']);
    expect(layout.filter((op) => op[0] === 'bind')).toHaveLength(1);
  });

  it('gives every sandbox a fresh /proc and /dev and size-capped /tmp and /dev/shm', () => {
    expect(layout).toContainEqual(['proc', '/proc']);
    expect(layout).toContainEqual(['dev', '/dev']);
    expect(layout).toContainEqual(['tmpfs', '/tmp', '1024']);
    expect(layout).toContainEqual(['tmpfs', '/dev/shm', '1024']);
    // /dev/shm goes on top of /dev, never under it.
    expect(layout.findIndex((op) => op[1] === '/dev')).toBeLessThan(
      layout.findIndex((op) => op[1] === '/dev/shm'),
    );
  });

  it('starts from the system layout', () => {
    expect(layout[0]).toEqual(['ro-bind', '/usr', '/usr']);
  });
});

describe('systemLayout and stageEtc', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'learnbox-etc-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('binds /usr and one staged /etc, nothing else of the host', () => {
    const ops = systemLayout(dir);
    expect(ops[0]).toEqual(['ro-bind', '/usr', '/usr']);
    expect(ops).toContainEqual(['ro-bind', dir, '/etc']);
    const bound = ops.filter((op) => op[0] === 'ro-bind').map((op) => op[1]);
    for (const source of bound)
      expect(['/usr', dir, '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']).toContain(source);
  });

  it("stages the linker's files and our own passwd, group and hosts, never the host's", () => {
    stageEtc(dir);
    for (const [name, content] of Object.entries(SANDBOX_ETC_FILES))
      expect(readFileSync(path.join(dir, name), 'utf8')).toBe(content);
    expect(readFileSync(path.join(dir, 'ld.so.cache'))).toEqual(readFileSync('/etc/ld.so.cache'));
    // Links stay links (alternatives, the time zone), pointing where the host's do.
    if (lstatSync('/etc/localtime', { throwIfNoEntry: false })?.isSymbolicLink())
      expect(readlinkSync(path.join(dir, 'localtime'))).toBe(readlinkSync('/etc/localtime'));
    expect(lstatSync(path.join(dir, 'shadow'), { throwIfNoEntry: false })).toBeUndefined();
  });
});
