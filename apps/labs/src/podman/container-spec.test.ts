import { describe, expect, it } from 'vitest';
import type { LabSpec } from '../engine/lab-engine';
import { containerName, containerSpec, HOME_LABEL, LAB_LABEL } from './container-spec';

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

  it('has no network unless the lab declares egress', () => {
    expect(host.NetworkMode).toBe('none');
    expect(containerSpec({ ...spec, egress: true }, '/h').HostConfig?.NetworkMode).toBe('bridge');
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
