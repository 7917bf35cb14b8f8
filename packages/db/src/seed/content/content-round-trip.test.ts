import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { createTestDb } from '../../testing';
import { parseContentFiles, serializeContent } from './content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from './content-folder';
import { exportContent, importContent } from './content-store';
import { parseWidgetMarkdown, serializeWidgetMarkdown } from './widget-markdown';

describe(`content folder round trip (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  const files = readContentFolder(DEFAULT_CONTENT_DIR);

  it('holds the seed the issue asks for', () => {
    const bundle = parseContentFiles(files);
    const published = bundle.courses.filter((course) => course.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(4);
    for (const course of published) {
      expect(course.modules.flatMap((module) => module.lessons).length).toBeGreaterThanOrEqual(6);
    }
    expect(published.filter((course) => course.is_free)).toHaveLength(1);
    expect(bundle.paths[0]?.courses).toHaveLength(3);
    expect(bundle.shots.filter((shot) => shot.status === 'published').length).toBeGreaterThanOrEqual(15);
  });

  it('exports exactly the files it imported, byte for byte', async () => {
    await importContent(handle.db, parseContentFiles(files), 'upsert');
    const exported = serializeContent(await exportContent(handle.db));
    expect([...exported.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [path, text] of files) expect(exported.get(path), path).toBe(text);
  });

  it("exports one author's works and author file, the same bytes as the whole export's", async () => {
    await importContent(handle.db, parseContentFiles(files), 'upsert');
    const mine = serializeContent(await exportContent(handle.db, { authorIds: ['ada-author'] }));
    const bundle = parseContentFiles(files);
    const adas = [...bundle.courses, ...bundle.shots].filter((work) => work.author === 'ada-author');
    expect(mine.has('authors/ada-author.yaml')).toBe(true);
    expect(mine.has('authors/learnbox-team.yaml')).toBe(false);
    expect(parseContentFiles(mine).courses.length + parseContentFiles(mine).shots.length).toBe(adas.length);
    for (const [path, text] of mine) expect(text, path).toBe(files.get(path));
    expect(serializeContent(await exportContent(handle.db, { authorIds: [] })).size).toBe(0);
  });

  it('is stable when imported again over itself', async () => {
    await importContent(handle.db, parseContentFiles(files), 'upsert');
    await importContent(handle.db, parseContentFiles(files), 'missing-only');
    const exported = serializeContent(await exportContent(handle.db));
    for (const [path, text] of files) expect(exported.get(path), path).toBe(text);
  });
});

describe('widget markdown', () => {
  it('keeps ordinary code fences in prose, even ones that look like widgets', () => {
    const body =
      'Intro\n\n```md\n```widget Code\n```\n\n```widget Table\nid: t\ncolumns: [a]\nrows:\n  - [x]\n```\n';
    const widgets = parseWidgetMarkdown(body, 'test.md');
    expect(widgets.map((widget) => widget.type)).toEqual(['Markdown', 'Table']);
    expect(serializeWidgetMarkdown(widgets)).toBe(body);
  });

  it('names the file and line of a broken block', () => {
    expect(() => parseWidgetMarkdown('a\n```widget Code\nid: x\n', 'lesson.md')).toThrow(/lesson\.md:2/);
  });
});
