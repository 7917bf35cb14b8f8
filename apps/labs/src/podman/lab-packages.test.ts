import { describe, expect, it } from 'vitest';
import { LAB_PACKAGES, missingLabPackages } from './lab-packages';

describe('the lab packages', () => {
  it('are one list of the six Debian packages, each found by a command or a file', () => {
    expect(LAB_PACKAGES.map((need) => need.pkg)).toEqual([
      'podman',
      'runc',
      'mmdebstrap',
      'uidmap',
      'catatonit',
      'e2fsprogs',
    ]);
    for (const need of LAB_PACKAGES) expect('command' in need || 'file' in need).toBe(true);
    // The labs tests run here, so every package is installed (global-setup refuses otherwise).
    expect(missingLabPackages()).toEqual([]);
  });
});
