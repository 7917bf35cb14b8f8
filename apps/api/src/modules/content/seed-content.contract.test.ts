import { widgetListSchema } from '@learnbox/contracts';
import { parseContentFiles } from '@learnbox/db/seed/content/content-files';
import { DEFAULT_CONTENT_DIR, readContentFolder } from '@learnbox/db/seed/content/content-folder';
import { describe, expect, it } from 'vitest';

/** The content folder is written by hand; the contract is what the api and the web rely on. */
describe('seed content against the widget contract', () => {
  const bundle = parseContentFiles(readContentFolder(DEFAULT_CONTENT_DIR));
  const pages = [
    ...bundle.courses.flatMap((course) =>
      course.modules.flatMap((module) =>
        module.lessons.map((lesson) => [`${course.slug}/${lesson.slug}`, lesson.widgets] as const),
      ),
    ),
    ...bundle.shots.map((shot) => [`shots/${shot.slug}`, shot.widgets] as const),
  ];

  it.each(pages)('%s has valid widgets with unique ids', (_where, widgets) => {
    const parsed = widgetListSchema.safeParse(widgets);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const ids = widgets.map((widget) => widget.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
