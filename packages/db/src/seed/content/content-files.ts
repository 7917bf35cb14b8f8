import { parse } from 'yaml';
import type {
  ContentAuthor,
  ContentBundle,
  ContentCourse,
  ContentLesson,
  ContentPath,
  ContentShot,
  JsonObject,
} from './content-model';
import {
  canonical,
  joinFrontMatter,
  parseWidgetMarkdown,
  serializeWidgetMarkdown,
  splitFrontMatter,
  toYaml,
} from './widget-markdown';

/**
 * The content folder as a map of relative path to text, and back:
 *
 *     authors/<id>.yaml
 *     courses/<slug>/course.yaml          course fields and modules (lesson slugs in order)
 *     courses/<slug>/<NN>-<lesson>.md     front matter (id, slug, title, summary) and widgets
 *     paths/<slug>.yaml
 *     shots/<slug>.md                     front matter and widgets
 *
 * Files are read and written as UTF-8 with "\n" line ends; every other file is ignored.
 */
export type ContentFiles = Map<string, string>;

/** Course, path and author files keep the field order written here, not the widget order. */
const PLAIN = { canonicalKeys: false };

const COLLECTION_KEYS = [
  'id',
  'slug',
  'title',
  'author',
  'content_type',
  'summary',
  'description',
  'what_you_will_learn',
  'tags',
  'learner_tags',
  'difficulty',
  'is_free',
  'is_priced',
  'price_cents',
  'currency',
  'is_private',
  'status',
  'draft_viewers',
  'accent',
  'published_at',
] as const;

function pick(source: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
}

function requireString(data: JsonObject, key: string, where: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${where}: "${key}" is required.`);
  return value;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function collectionFields(data: JsonObject, where: string) {
  return {
    id: requireString(data, 'id', where),
    slug: requireString(data, 'slug', where),
    title: requireString(data, 'title', where),
    author: requireString(data, 'author', where),
    content_type: String(data.content_type ?? 'collection'),
    summary: String(data.summary ?? ''),
    description: String(data.description ?? ''),
    what_you_will_learn: strings(data.what_you_will_learn),
    tags: strings(data.tags),
    learner_tags: strings(data.learner_tags),
    difficulty: String(data.difficulty ?? 'beginner'),
    is_free: data.is_free === true,
    is_priced: data.is_priced === true,
    price_cents: typeof data.price_cents === 'number' ? data.price_cents : null,
    currency: String(data.currency ?? 'USD'),
    is_private: data.is_private === true,
    status: data.status === 'draft' ? ('draft' as const) : ('published' as const),
    draft_viewers: strings(data.draft_viewers),
    accent: String(data.accent ?? '#5553ff'),
    published_at: typeof data.published_at === 'string' ? data.published_at : null,
  };
}

function parseLesson(text: string, where: string): ContentLesson {
  const { data, body } = splitFrontMatter(text, where);
  return {
    id: requireString(data, 'id', where),
    slug: requireString(data, 'slug', where),
    title: requireString(data, 'title', where),
    summary: String(data.summary ?? ''),
    widgets: parseWidgetMarkdown(body, where),
  };
}

function parseCourse(folder: string, files: ContentFiles): ContentCourse {
  const where = `courses/${folder}/course.yaml`;
  const data = parse(files.get(where) as string) as JsonObject;
  const lessonFiles = new Map<string, ContentLesson>();
  for (const [path, text] of files) {
    const match = new RegExp(`^courses/${folder}/\\d+-[a-z0-9-]+\\.md$`).exec(path);
    if (!match) continue;
    const lesson = parseLesson(text, path);
    lessonFiles.set(lesson.slug, lesson);
  }
  const modules = (Array.isArray(data.modules) ? data.modules : []).map((raw: JsonObject, index: number) => {
    const moduleWhere = `${where} modules[${index}]`;
    return {
      id: requireString(raw, 'id', moduleWhere),
      title: requireString(raw, 'title', moduleWhere),
      lessons: strings(raw.lessons).map((slug) => {
        const lesson = lessonFiles.get(slug);
        if (!lesson) throw new Error(`${moduleWhere}: no lesson file has slug "${slug}".`);
        lessonFiles.delete(slug);
        return lesson;
      }),
    };
  });
  if (lessonFiles.size > 0) {
    throw new Error(`${where}: lessons not listed in any module: ${[...lessonFiles.keys()].join(', ')}.`);
  }
  return { ...collectionFields(data, where), modules };
}

function parseShot(text: string, where: string): ContentShot {
  const { data, body } = splitFrontMatter(text, where);
  return {
    id: requireString(data, 'id', where),
    slug: requireString(data, 'slug', where),
    title: requireString(data, 'title', where),
    author: requireString(data, 'author', where),
    summary: String(data.summary ?? ''),
    tags: strings(data.tags),
    programming_tags: strings(data.programming_tags),
    topic_tags: strings(data.topic_tags),
    difficulty: String(data.difficulty ?? 'beginner'),
    license: String(data.license ?? 'CC BY-SA 4.0'),
    attributions: Array.isArray(data.attributions) ? (data.attributions as JsonObject[]) : [],
    status: data.status === 'draft' ? 'draft' : 'published',
    draft_viewers: strings(data.draft_viewers),
    approved_for_publish: data.approved_for_publish !== false,
    published_at: typeof data.published_at === 'string' ? data.published_at : null,
    widgets: parseWidgetMarkdown(body, where),
  };
}

/** Reads a content folder (as a map of files) into a bundle; throws naming the file at fault. */
export function parseContentFiles(files: ContentFiles): ContentBundle {
  const bundle: ContentBundle = { authors: [], courses: [], paths: [], shots: [] };
  const courseFolders = new Set<string>();
  for (const [path, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const courseMatch = /^courses\/([a-z0-9-]+)\/course\.yaml$/.exec(path);
    if (/^authors\/[a-z0-9-]+\.yaml$/.test(path)) {
      const data = parse(text) as JsonObject;
      bundle.authors.push({
        id: requireString(data, 'id', path),
        name: requireString(data, 'name', path),
        email: requireString(data, 'email', path),
        bio: String(data.bio ?? ''),
      } satisfies ContentAuthor);
    } else if (courseMatch) {
      courseFolders.add(courseMatch[1] as string);
    } else if (/^paths\/[a-z0-9-]+\.yaml$/.test(path)) {
      const data = parse(text) as JsonObject;
      bundle.paths.push({
        ...collectionFields(data, path),
        path_type: String(data.path_type ?? 'regular'),
        courses: strings(data.courses),
      } satisfies ContentPath);
    } else if (/^shots\/[a-z0-9-]+\.md$/.test(path)) {
      bundle.shots.push(parseShot(text, path));
    }
  }
  for (const folder of courseFolders) bundle.courses.push(parseCourse(folder, files));
  return bundle;
}

/** Writes a bundle as the files of a content folder; canonical, so a round trip is byte-stable. */
export function serializeContent(bundle: ContentBundle): ContentFiles {
  const files: ContentFiles = new Map();
  for (const author of bundle.authors) {
    files.set(
      `authors/${author.id}.yaml`,
      toYaml(pick(author as unknown as JsonObject, ['id', 'name', 'email', 'bio']), PLAIN),
    );
  }
  for (const course of bundle.courses) {
    const fields = pick(course as unknown as JsonObject, COLLECTION_KEYS);
    const modules = course.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => lesson.slug),
    }));
    files.set(`courses/${course.slug}/course.yaml`, toYaml({ ...fields, modules }, PLAIN));
    const lessons = course.modules.flatMap((module) => module.lessons);
    lessons.forEach((lesson, index) => {
      const number = String(index + 1).padStart(2, '0');
      const front = { id: lesson.id, slug: lesson.slug, title: lesson.title, summary: lesson.summary };
      files.set(
        `courses/${course.slug}/${number}-${lesson.slug}.md`,
        joinFrontMatter(front, serializeWidgetMarkdown(lesson.widgets)),
      );
    });
  }
  for (const path of bundle.paths) {
    const fields = pick(path as unknown as JsonObject, COLLECTION_KEYS);
    files.set(
      `paths/${path.slug}.yaml`,
      toYaml({ ...fields, path_type: path.path_type, courses: path.courses }, PLAIN),
    );
  }
  for (const shot of bundle.shots) {
    const { widgets, ...front } = shot;
    const ordered = pick(front as unknown as JsonObject, [
      'id',
      'slug',
      'title',
      'author',
      'summary',
      'tags',
      'programming_tags',
      'topic_tags',
      'difficulty',
      'license',
      'attributions',
      'status',
      'draft_viewers',
      'approved_for_publish',
      'published_at',
    ]);
    ordered.attributions = canonical(shot.attributions);
    files.set(`shots/${shot.slug}.md`, joinFrontMatter(ordered, serializeWidgetMarkdown(widgets)));
  }
  return files;
}
