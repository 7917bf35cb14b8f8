import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentFiles } from './content-files';

/** The repository's content folder, where the seed courses, paths and shots live. */
export const DEFAULT_CONTENT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  '..',
  'content',
);

/** The folders the exporter owns; anything else in the content folder (a README) is left alone. */
export const CONTENT_SUBFOLDERS = ['authors', 'courses', 'paths', 'shots'] as const;

export function readContentFolder(dir: string): ContentFiles {
  const files: ContentFiles = new Map();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full).split(sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  for (const sub of CONTENT_SUBFOLDERS) {
    try {
      walk(join(dir, sub));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

/** Replaces the exporter's folders with `files`. */
export function writeContentFolder(dir: string, files: ContentFiles): void {
  for (const sub of CONTENT_SUBFOLDERS) rmSync(join(dir, sub), { recursive: true, force: true });
  for (const [path, text] of files) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}
