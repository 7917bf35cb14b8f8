import { describe, expect, it } from 'vitest';
import { labFileLanguage } from './lab-file-language';

describe('labFileLanguage', () => {
  it('picks the grammar by extension, in any folder and case', () => {
    expect(labFileLanguage('app/server.js')).toBe('javascript');
    expect(labFileLanguage('src/main.TS')).toBe('typescript');
    expect(labFileLanguage('notes/run.sh')).toBe('bash');
    expect(labFileLanguage('a/b/c.py')).toBe('python');
  });

  it('knows the shell files without an extension, and falls back to plain text', () => {
    expect(labFileLanguage('.bashrc')).toBe('bash');
    expect(labFileLanguage('project/Dockerfile')).toBe('bash');
    expect(labFileLanguage('notes/hello.txt')).toBe('text');
    expect(labFileLanguage('README')).toBe('text');
    expect(labFileLanguage('.gitignore')).toBe('text');
  });
});
