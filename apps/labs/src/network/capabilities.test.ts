import { describe, expect, it } from 'vitest';
import { GRANTABLE_CAPABILITIES, sortCapabilities } from './capabilities';

describe('sortCapabilities', () => {
  it('grants the harmless ones in any spelling, once each, and refuses the rest', () => {
    expect(
      sortCapabilities(['cap_kill', 'SETUID', ' setgid ', 'KILL', 'SYS_ADMIN', 'net_admin', '']),
    ).toEqual({
      granted: ['KILL', 'SETUID', 'SETGID'],
      refused: ['SYS_ADMIN', 'NET_ADMIN'],
    });
    expect(sortCapabilities([])).toEqual({ granted: [], refused: [] });
  });

  it('never lists a capability that reaches the kernel, the network or other processes', () => {
    for (const dangerous of [
      'SYS_ADMIN',
      'NET_ADMIN',
      'NET_RAW',
      'SYS_PTRACE',
      'SYS_MODULE',
      'SYS_RAWIO',
      'MKNOD',
      'SYS_CHROOT',
      'BPF',
      'PERFMON',
      'DAC_READ_SEARCH',
    ])
      expect(GRANTABLE_CAPABILITIES as readonly string[]).not.toContain(dangerous);
  });
});
