import { describe, expect, it } from 'vitest';
import { fileTreeRows } from './lab-file-tree';

describe('fileTreeRows', () => {
  it('puts each entry under its folder, folders first, then by name', () => {
    const rows = fileTreeRows([
      { path: 'zeta.txt', type: 'file', size: 1 },
      { path: 'app/server.js', type: 'file', size: 9 },
      { path: 'app', type: 'dir', size: 0 },
      { path: 'notes', type: 'dir', size: 0 },
      { path: 'app/lib', type: 'dir', size: 0 },
      { path: 'app/lib/util.js', type: 'file', size: 3 },
      { path: 'alpha.txt', type: 'file', size: 1 },
    ]);
    expect(rows.map((row) => `${'  '.repeat(row.depth)}${row.name}`)).toEqual([
      'app',
      '  lib',
      '    util.js',
      '  server.js',
      'notes',
      'alpha.txt',
      'zeta.txt',
    ]);
    expect(rows[3]).toMatchObject({ path: 'app/server.js', type: 'file', size: 9, depth: 1 });
  });

  it('is empty for an empty home', () => {
    expect(fileTreeRows([])).toEqual([]);
  });
});
