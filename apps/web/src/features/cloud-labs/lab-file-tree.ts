import type { LabFileEntry } from '@learnbox/contracts';

/** One row of the file tree: an entry with its depth and its own name. */
export interface FileTreeRow extends LabFileEntry {
  depth: number;
  name: string;
}

/**
 * The home's flat entry list (GET /api/instances/:id/files) as tree rows: every entry right
 * under its folder, folders before files at each level, then by name.
 */
export function fileTreeRows(entries: readonly LabFileEntry[]): FileTreeRow[] {
  const split = entries.map((entry) => ({ entry, parts: entry.path.split('/').filter(Boolean) }));
  split.sort((a, b) => {
    for (let i = 0; i < Math.min(a.parts.length, b.parts.length); i += 1) {
      const left = a.parts[i] as string;
      const right = b.parts[i] as string;
      if (left === right) continue;
      const leftIsDir = i < a.parts.length - 1 || a.entry.type === 'dir';
      const rightIsDir = i < b.parts.length - 1 || b.entry.type === 'dir';
      if (leftIsDir !== rightIsDir) return leftIsDir ? -1 : 1;
      return left.localeCompare(right);
    }
    return a.parts.length - b.parts.length;
  });
  return split.map(({ entry, parts }) => ({
    ...entry,
    depth: Math.max(0, parts.length - 1),
    name: parts.at(-1) ?? entry.path,
  }));
}
