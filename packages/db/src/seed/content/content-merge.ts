import { parse } from 'yaml';
import type { ContentFiles } from './content-files';
import type { JsonObject } from './content-model';
import { splitFrontMatter } from './widget-markdown';

/**
 * Which files of a content folder belong to which author or work, so an export can replace the
 * works it writes and leave every other file of a repository as it was. Keys are `author:<id>`
 * and `work:<id>`; a course owns its course.yaml and its lesson files (not other files in its
 * folder, e.g. images). A file that cannot be read belongs to nobody and is kept.
 */
export function filesByOwner(files: ContentFiles): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  const own = (key: string, path: string) => owners.set(key, [...(owners.get(key) ?? []), path]);
  const idOf = (text: string, path: string): string | null => {
    try {
      const data = (path.endsWith('.md') ? splitFrontMatter(text, path).data : parse(text)) as JsonObject;
      return typeof data?.id === 'string' ? data.id : null;
    } catch {
      return null;
    }
  };
  const courseOfFolder = new Map<string, string>();
  for (const [path, text] of files) {
    const course = /^courses\/([a-z0-9-]+)\/course\.yaml$/.exec(path);
    const id =
      /^(authors|paths|shots)\/[a-z0-9-]+\.(yaml|md)$/.test(path) || course ? idOf(text, path) : null;
    if (!id) continue;
    if (path.startsWith('authors/')) own(`author:${id}`, path);
    else own(`work:${id}`, path);
    if (course) courseOfFolder.set(course[1] as string, id);
  }
  for (const path of files.keys()) {
    const lesson = /^courses\/([a-z0-9-]+)\/\d+-[a-z0-9-]+\.md$/.exec(path);
    const course = lesson ? courseOfFolder.get(lesson[1] as string) : undefined;
    if (course) own(`work:${course}`, path);
  }
  return owners;
}

/**
 * `base` with the authors and works in `update` replaced by `update`'s files: their old files
 * go (a renamed course's folder, a removed lesson), their new ones come, the rest stays.
 */
export function replaceOwnedFiles(base: ContentFiles, update: ContentFiles): ContentFiles {
  const merged: ContentFiles = new Map(base);
  const before = filesByOwner(base);
  for (const owner of filesByOwner(update).keys()) {
    for (const path of before.get(owner) ?? []) merged.delete(path);
  }
  for (const [path, text] of update) merged.set(path, text);
  return merged;
}
