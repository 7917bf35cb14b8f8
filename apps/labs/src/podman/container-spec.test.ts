import { describe, expect, it } from 'vitest';
import type { LabSpec } from '../engine/lab-engine';
import { containerName, containerSpec, EGRESS_LABEL, HOME_LABEL, LAB_LABEL } from './container-spec';

const spec: LabSpec = {
  labId: 'lab-1',
  image: 'localhost/lab:1',
  memoryBytes: 256 * 1024 * 1024,
  cpus: 0.5,
  pids: 128,
  homeBytes: 64 * 1024 * 1024,
};

describe('containerSpec: what every lab container gets', () => {
  const created = containerSpec(spec, '/state/homes/lab-1');
  const host = created.HostConfig ?? {};

  it('runs unprivileged with no capabilities and a read-only system', () => {
    expect(created.User).toBe('1000:1000');
    expect(host.CapDrop).toEqual(['ALL']);
    expect(host.CapAdd).toBeUndefined();
    expect(host.Privileged).toBeUndefined();
    expect(host.SecurityOpt).toEqual(['no-new-privileges']);
    expect(host.ReadonlyRootfs).toBe(true);
    expect(host.Init).toBe(true);
  });

  it('has the declared limits, no swap, and explicit ulimits (podman defaults exceed this host)', () => {
    expect(host.Memory).toBe(spec.memoryBytes);
    expect(host.MemorySwap).toBe(spec.memoryBytes);
    expect(host.NanoCpus).toBe(500_000_000);
    expect(host.PidsLimit).toBe(128);
    expect(host.Ulimits).toEqual([
      { Name: 'nofile', Soft: 1024, Hard: 1024 },
      { Name: 'nproc', Soft: 4096, Hard: 4096 },
    ]);
  });

  it('mounts nothing from the host but its own home', () => {
    expect(host.Binds).toBeUndefined();
    expect(host.Mounts).toEqual([
      { Type: 'bind', Source: '/state/homes/lab-1', Target: '/home/learner', ReadOnly: false },
    ]);
    expect(Object.keys(host.Tmpfs ?? {})).toEqual(['/tmp', '/run']);
  });

  it('never has a network; a lab with egress gets the proxy variables, which its own env cannot change', () => {
    expect(host.NetworkMode).toBe('none');
    expect(created.Env?.some((line) => /proxy/i.test(line))).toBe(false);
    const egress = containerSpec(
      { ...spec, egress: true, env: { HTTP_PROXY: 'http://evil:1', A: 'b' } },
      '/h',
    );
    expect(egress.HostConfig?.NetworkMode).toBe('none');
    expect(egress.Labels?.[EGRESS_LABEL]).toBe('true');
    expect(egress.Env).toEqual(
      expect.arrayContaining([
        'A=b',
        'HTTP_PROXY=http://127.0.0.1:3128',
        'HTTPS_PROXY=http://127.0.0.1:3128',
        'http_proxy=http://127.0.0.1:3128',
        'https_proxy=http://127.0.0.1:3128',
        'NO_PROXY=localhost,127.0.0.1,::1',
      ]),
    );
    expect(egress.Env).not.toContain('HTTP_PROXY=http://evil:1');
  });

  it('adds back only the grantable capabilities it declares, and refuses the others', () => {
    const withCaps = containerSpec(
      { ...spec, capabilities: ['chown', 'CAP_NET_BIND_SERVICE', 'CHOWN'] },
      '/h',
    );
    expect(withCaps.HostConfig?.CapDrop).toEqual(['ALL']);
    expect(withCaps.HostConfig?.CapAdd).toEqual(['CHOWN', 'NET_BIND_SERVICE']);
    for (const bad of ['SYS_ADMIN', 'NET_ADMIN', 'SYS_PTRACE', 'NET_RAW', 'ALL', 'SYS_MODULE'])
      expect(() => containerSpec({ ...spec, capabilities: ['CHOWN', bad] }, '/h'), bad).toThrow(bad);
  });

  it('is named and labelled by its lab id, which must be a plain name', () => {
    expect(created.name).toBe('lab-lab-1');
    expect(created.Labels).toEqual({ [LAB_LABEL]: 'lab-1', [HOME_LABEL]: 'lab-1' });
    expect(containerSpec({ ...spec, homeVolume: 'home-of-u1' }, '/h').Labels?.[HOME_LABEL]).toBe(
      'home-of-u1',
    );
    for (const bad of ['', 'Lab', '../x', 'a b', 'a'.repeat(64), '-a']) {
      expect(() => containerName(bad), bad).toThrow(/Invalid lab id/);
    }
  });
});
