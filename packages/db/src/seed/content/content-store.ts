import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { collections, contentAuthors, courseModules, lessons, pathCourses, shots } from '../../schema/index';
import type { ContentBundle, ContentCourse, ContentPath, JsonObject } from './content-model';
import { countWords, widgetWords } from './content-text';

/**
 * Moves content between a bundle (the content folder) and the database. `upsert` makes the
 * database match the folder (content:import); `missing-only` adds what is not there yet and
 * keeps everything else, so the seed on each start never overwrites edits made since.
 */
export type ImportMode = 'upsert' | 'missing-only';

const toDate = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);
const toDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** Minutes to read widgets: prose at 200 words a minute, code counted twice. */
export function readTime(widgets: JsonObject[]): number {
  const { prose, code } = widgetWords(widgets);
  return Math.max(1, Math.ceil((countWords(prose) + countWords(code) * 2) / 200));
}

function collectionRow(item: ContentCourse | ContentPath, collectionType: 'collection' | 'path') {
  return {
    id: item.id,
    slug: item.slug,
    authorId: item.author,
    collectionType,
    contentType: item.content_type,
    pathType: collectionType === 'path' ? (item as ContentPath).path_type : null,
    title: item.title,
    summary: item.summary,
    description: item.description,
    whatYouWillLearn: item.what_you_will_learn,
    tags: item.tags,
    learnerTags: item.learner_tags,
    difficulty: item.difficulty,
    isPrivate: item.is_private,
    isPriced: item.is_priced,
    isFree: item.is_free,
    priceCents: item.price_cents,
    currency: item.currency,
    accent: item.accent,
    status: item.status,
    draftViewers: item.draft_viewers,
    publishedAt: toDate(item.published_at),
    updatedAt: new Date(),
  };
}

export async function importContent(db: Database, bundle: ContentBundle, mode: ImportMode): Promise<void> {
  await db.transaction(async (tx) => {
    const tdb = tx as unknown as Database;
    for (const author of bundle.authors) {
      const row = { id: author.id, name: author.name, email: author.email, bio: author.bio };
      const insert = tdb.insert(contentAuthors).values(row);
      await (mode === 'upsert'
        ? insert.onConflictDoUpdate({ target: contentAuthors.id, set: row })
        : insert.onConflictDoNothing());
    }
    const existing = new Set(
      (await tdb.select({ id: collections.id }).from(collections)).map((row) => row.id),
    );
    const touched: string[] = [];
    for (const course of bundle.courses) {
      if (mode === 'missing-only' && existing.has(course.id)) continue;
      await writeCourse(tdb, course);
      touched.push(course.id);
    }
    for (const path of bundle.paths) {
      if (mode === 'missing-only' && existing.has(path.id)) continue;
      const row = { ...collectionRow(path, 'path'), readTimeMinutes: 0 };
      await tdb.insert(collections).values(row).onConflictDoUpdate({ target: collections.id, set: row });
      await tdb.delete(pathCourses).where(eq(pathCourses.pathId, path.id));
      if (path.courses.length > 0) {
        await tdb
          .insert(pathCourses)
          .values(path.courses.map((courseId, position) => ({ pathId: path.id, courseId, position })));
      }
      touched.push(path.id);
    }
    const existingShots = new Set((await tdb.select({ id: shots.id }).from(shots)).map((row) => row.id));
    for (const shot of bundle.shots) {
      if (mode === 'missing-only' && existingShots.has(shot.id)) continue;
      const row = {
        id: shot.id,
        slug: shot.slug,
        authorId: shot.author,
        title: shot.title,
        summary: shot.summary,
        tags: shot.tags,
        programmingTags: shot.programming_tags,
        topicTags: shot.topic_tags,
        difficulty: shot.difficulty,
        readTime: readTime(shot.widgets),
        content: shot.widgets,
        attributions: shot.attributions as { name: string }[],
        license: shot.license,
        status: shot.status,
        draftViewers: shot.draft_viewers,
        isApprovedForPublish: shot.approved_for_publish,
        publishedAt: toDate(shot.published_at),
        updatedAt: new Date(),
      };
      await tdb.insert(shots).values(row).onConflictDoUpdate({ target: shots.id, set: row });
    }
    await refreshCollectionSearch(tdb, touched);
  });
}

async function writeCourse(db: Database, course: ContentCourse): Promise<void> {
  const all = course.modules.flatMap((module) => module.lessons.map((lesson) => ({ module, lesson })));
  const minutes = all.reduce((sum, { lesson }) => sum + readTime(lesson.widgets), 0);
  const row = { ...collectionRow(course, 'collection'), readTimeMinutes: minutes };
  await db.insert(collections).values(row).onConflictDoUpdate({ target: collections.id, set: row });
  const lessonIds = all.map(({ lesson }) => lesson.id);
  const moduleIds = course.modules.map((module) => module.id);
  // Lessons and modules that left the folder leave the database (with their progress).
  await db
    .delete(lessons)
    .where(
      sql`${lessons.courseId} = ${course.id} and ${lessonIds.length ? notInArray(lessons.id, lessonIds) : sql`true`}`,
    );
  await db
    .delete(courseModules)
    .where(
      sql`${courseModules.courseId} = ${course.id} and ${moduleIds.length ? notInArray(courseModules.id, moduleIds) : sql`true`}`,
    );
  // Slugs are unique per course: park the old ones so a reorder or rename cannot collide.
  await db
    .update(lessons)
    .set({ slug: sql`'~' || ${lessons.id}` })
    .where(eq(lessons.courseId, course.id));
  for (const [position, module] of course.modules.entries()) {
    const moduleRow = { id: module.id, courseId: course.id, title: module.title, position };
    await db
      .insert(courseModules)
      .values(moduleRow)
      .onConflictDoUpdate({ target: courseModules.id, set: moduleRow });
  }
  for (const [position, { module, lesson }] of all.entries()) {
    const lessonRow = {
      id: lesson.id,
      courseId: course.id,
      moduleId: module.id,
      slug: lesson.slug,
      title: lesson.title,
      summary: lesson.summary,
      position,
      readTimeMinutes: readTime(lesson.widgets),
      widgets: lesson.widgets,
      updatedAt: new Date(),
    };
    await db
      .insert(lessons)
      .values(lessonRow)
      .onConflictDoUpdate({
        target: lessons.id,
        set: { ...lessonRow, contentRevision: sql`${lessons.contentRevision} + 1` },
      });
  }
}

/**
 * Rebuilds the search text of collections: title (weight A), summary, description and tags (B),
 * the text of lessons anyone may open (C: every lesson of a free course, the first-lesson preview
 * of others) and of locked lessons (D); for paths, their courses' titles and summaries (C).
 * Searches by callers without full access to a course match only A-C, so a word that is only in
 * a locked lesson never reveals itself (apps/api catalogue search). Both vectors carry weights.
 */
export async function refreshCollectionSearch(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.select().from(collections).where(inArray(collections.id, ids));
  for (const row of rows) {
    let open = '';
    let locked = '';
    if (row.collectionType === 'collection') {
      const list = await db
        .select({
          title: lessons.title,
          summary: lessons.summary,
          widgets: lessons.widgets,
          position: lessons.position,
        })
        .from(lessons)
        .where(eq(lessons.courseId, row.id));
      const text = (lesson: (typeof list)[number]) =>
        `${lesson.title}\n${lesson.summary}\n${widgetWords(lesson.widgets as JsonObject[]).prose}`;
      const isOpen = (lesson: (typeof list)[number]) => row.isFree || lesson.position === 0;
      open = list.filter(isOpen).map(text).join('\n');
      locked = list
        .filter((lesson) => !isOpen(lesson))
        .map(text)
        .join('\n');
    } else {
      const list = await db
        .select({ title: collections.title, summary: collections.summary })
        .from(pathCourses)
        .innerJoin(collections, eq(collections.id, pathCourses.courseId))
        .where(eq(pathCourses.pathId, row.id));
      open = list.map((course) => `${course.title}\n${course.summary}`).join('\n');
    }
    const middle = [row.summary, row.description, ...row.tags, ...row.whatYouWillLearn].join('\n');
    const weighted = (config: 'english' | 'simple') =>
      sql`setweight(to_tsvector(${config}::regconfig, ${row.title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${middle}), 'B') || setweight(to_tsvector(${config}::regconfig, ${open}), 'C') || setweight(to_tsvector(${config}::regconfig, ${locked}), 'D')`;
    await db
      .update(collections)
      .set({ searchVector: weighted('english'), searchWords: weighted('simple') })
      .where(eq(collections.id, row.id));
  }
}

/** Rebuilds the search text of collections that have none (a migration cleared it to rebuild). */
export async function refreshMissingCollectionSearch(db: Database): Promise<void> {
  const stale = await db
    .select({ id: collections.id })
    .from(collections)
    .where(sql`${collections.searchVector} is null or ${collections.searchWords} is null`);
  await refreshCollectionSearch(
    db,
    stale.map((row) => row.id),
  );
}

/** Reads everything back into a bundle, in a fixed order (files are compared as a set anyway). */
export async function exportContent(db: Database): Promise<ContentBundle> {
  const authors = await db.select().from(contentAuthors).orderBy(asc(contentAuthors.id));
  const rows = await db.select().from(collections).orderBy(asc(collections.slug));
  const moduleRows = await db.select().from(courseModules).orderBy(asc(courseModules.position));
  const lessonRows = await db.select().from(lessons).orderBy(asc(lessons.position));
  const pathRows = await db.select().from(pathCourses).orderBy(asc(pathCourses.position));
  const shotRows = await db.select().from(shots).orderBy(asc(shots.slug));
  const fields = (row: (typeof rows)[number]) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.authorId,
    content_type: row.contentType,
    summary: row.summary,
    description: row.description,
    what_you_will_learn: row.whatYouWillLearn,
    tags: row.tags,
    learner_tags: row.learnerTags,
    difficulty: row.difficulty,
    is_free: row.isFree,
    is_priced: row.isPriced,
    price_cents: row.priceCents,
    currency: row.currency,
    is_private: row.isPrivate,
    status: row.status,
    draft_viewers: row.draftViewers,
    accent: row.accent,
    published_at: toDay(row.publishedAt),
  });
  return {
    authors: authors.map(({ id, name, email, bio }) => ({ id, name, email, bio })),
    courses: rows
      .filter((row) => row.collectionType === 'collection')
      .map((row) => ({
        ...fields(row),
        modules: moduleRows
          .filter((module) => module.courseId === row.id)
          .map((module) => ({
            id: module.id,
            title: module.title,
            lessons: lessonRows
              .filter((lesson) => lesson.moduleId === module.id)
              .map((lesson) => ({
                id: lesson.id,
                slug: lesson.slug,
                title: lesson.title,
                summary: lesson.summary,
                widgets: lesson.widgets as JsonObject[],
              })),
          })),
      })),
    paths: rows
      .filter((row) => row.collectionType === 'path')
      .map((row) => ({
        ...fields(row),
        path_type: row.pathType ?? 'regular',
        courses: pathRows.filter((item) => item.pathId === row.id).map((item) => item.courseId),
      })),
    shots: shotRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      author: row.authorId,
      summary: row.summary,
      tags: row.tags,
      programming_tags: row.programmingTags,
      topic_tags: row.topicTags,
      difficulty: row.difficulty,
      license: row.license,
      attributions: row.attributions as JsonObject[],
      status: row.status,
      draft_viewers: row.draftViewers,
      approved_for_publish: row.isApprovedForPublish,
      published_at: toDay(row.publishedAt),
      widgets: row.content as JsonObject[],
    })),
  };
}
