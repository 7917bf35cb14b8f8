import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProgramFileError, writeProgramFiles } from './program-files';

let dir = '';
let outside = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'learnbox-files-'));
  outside = mkdtempSync(path.join(tmpdir(), 'learnbox-outside-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('writeProgramFiles', () => {
  it('writes files and folders', () => {
    writeProgramFiles(
      dir,
      [
        { name: 'a/b/c.py', content: 'x = 1' },
        { name: 'main.py', content: 'import a' },
      ],
      null,
    );
    expect(readFileSync(path.join(dir, 'a/b/c.py'), 'utf8')).toBe('x = 1');
  });

  it('never writes through a planted symlink', () => {
    writeFileSync(path.join(outside, 'target'), 'keep');
    symlinkSync(path.join(outside, 'target'), path.join(dir, 'main.py'));
    expect(() => writeProgramFiles(dir, [{ name: 'main.py', content: 'pwned' }], null)).toThrow(
      ProgramFileError,
    );
    expect(readFileSync(path.join(outside, 'target'), 'utf8')).toBe('keep');
  });

  it('never creates files under a planted directory symlink', () => {
    symlinkSync(outside, path.join(dir, 'lib'));
    expect(() => writeProgramFiles(dir, [{ name: 'lib/x.py', content: 'pwned' }], null)).toThrow(
      ProgramFileError,
    );
    expect(() => readFileSync(path.join(outside, 'x.py'))).toThrow();
  });

  it.each(['../x', 'a/../../x', 'a//b', './x'])('refuses the name %s', (name) => {
    expect(() => writeProgramFiles(dir, [{ name, content: '' }], null)).toThrow(ProgramFileError);
  });

  it('refuses a duplicate', () => {
    expect(() =>
      writeProgramFiles(
        dir,
        [
          { name: 'a.py', content: '' },
          { name: 'a.py', content: '' },
        ],
        null,
      ),
    ).toThrow(/more than once/);
  });
});
