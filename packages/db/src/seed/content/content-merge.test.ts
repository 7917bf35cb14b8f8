import { describe, expect, it } from 'vitest';
import { parseContentFiles, serializeContent } from './content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from './content-folder';
import { filesByOwner, replaceOwnedFiles } from './content-merge';

describe('replacing the files of some works', () => {
  const files = readContentFolder(DEFAULT_CONTENT_DIR);
  const bundle = parseContentFiles(files);

  it('gives every file of the seed an owner', () => {
    const owned = [...filesByOwner(files).values()].flat().sort();
    expect(owned).toEqual([...files.keys()].sort());
  });

  it('keeps the folder byte for byte when the works are written back unchanged', () => {
    const course = bundle.courses[0];
    if (!course) throw new Error('the seed has courses');
    const update = serializeContent({ authors: [], courses: [course], paths: [], shots: [] });
    expect(replaceOwnedFiles(files, update)).toEqual(files);
  });

  it('drops the old files of a renamed course and a removed lesson, and keeps other files', () => {
    const course = bundle.courses[0];
    if (!course?.modules[0]) throw new Error('the seed has courses with modules');
    const renamed = {
      ...course,
      slug: 'renamed-course',
      modules: [{ ...course.modules[0], lessons: course.modules[0].lessons.slice(1) }],
    };
    const base = new Map(files).set(`courses/${course.slug}/images/cover.png`, 'png');
    const merged = replaceOwnedFiles(
      base,
      serializeContent({ authors: [], courses: [renamed], paths: [], shots: [] }),
    );
    expect([...merged.keys()].filter((path) => path.startsWith(`courses/${course.slug}/`))).toEqual([
      `courses/${course.slug}/images/cover.png`,
    ]);
    expect(merged.has('courses/renamed-course/course.yaml')).toBe(true);
    expect([...merged.keys()].filter((path) => path.startsWith('courses/renamed-course/'))).toHaveLength(
      course.modules[0].lessons.length,
    );
    for (const other of bundle.shots)
      expect(merged.get(`shots/${other.slug}.md`)).toBe(files.get(`shots/${other.slug}.md`));
  });
});
