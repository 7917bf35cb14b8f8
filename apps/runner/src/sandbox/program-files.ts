import { closeSync, constants, fchownSync, lstatSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a program's files into a fresh work directory. Files are created with O_EXCL|O_NOFOLLOW so
 * that nothing already there (a planted symlink, a duplicate name) is ever followed or overwritten;
 * every path segment was already restricted by the contract's file-name rule.
 */

export const SANDBOX_UID = 65534;
export const SANDBOX_GID = 65534;

export class ProgramFileError extends Error {}

function ensureDirectory(dir: string, owner: { uid: number; gid: number } | null): void {
  try {
    mkdirSync(dir, { mode: 0o755 });
    if (owner) fchownDir(dir, owner);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Exists: it must be a real directory we made, never a symlink.
    if (!lstatSync(dir).isDirectory())
      throw new ProgramFileError(`"${path.basename(dir)}" is both a file and a folder.`);
  }
}

function fchownDir(dir: string, owner: { uid: number; gid: number }): void {
  const fd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  try {
    fchownSync(fd, owner.uid, owner.gid);
  } finally {
    closeSync(fd);
  }
}

/**
 * `owner` is the sandbox user, so programs may change their own files; null when the runner is not
 * root (development without isolation) and cannot give files away.
 */
export function writeProgramFiles(
  workDir: string,
  files: readonly { name: string; content: string }[],
  owner: { uid: number; gid: number } | null,
): void {
  for (const file of files) {
    const segments = file.name.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..')) {
      throw new ProgramFileError(`"${file.name}" is not a valid file name.`);
    }
    let dir = workDir;
    for (const segment of segments.slice(0, -1)) {
      dir = path.join(dir, segment);
      ensureDirectory(dir, owner);
    }
    let fd: number;
    try {
      fd = openSync(
        path.join(workDir, file.name),
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        0o644,
      );
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' || code === 'ELOOP' || code === 'EISDIR') {
        throw new ProgramFileError(`The file "${file.name}" is given more than once.`);
      }
      throw error;
    }
    try {
      writeSync(fd, file.content);
      if (owner) fchownSync(fd, owner.uid, owner.gid);
    } finally {
      closeSync(fd);
    }
  }
}
