import type {
  CourseDocument,
  LessonDocument,
  PathDocument,
  ShotDocument,
  WorkKind,
} from '@learnbox/contracts';
import type { ContentCourse, ContentPath, JsonObject } from '@learnbox/db/seed/content/content-model';
import { AUTHORING_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { documentAt } from '../documents';
import type { AuthorRow, CollectionRow } from '../repositories/works.repository';
import { slugify, uniqueSlug } from '../slugs';
import { type LocatedWork, openWork } from '../work-access';

const today = () => new Date().toISOString().slice(0, 10);
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : today());
const widgetsOf = (widgets: unknown[]) => widgets as JsonObject[];

/** A page whose Code widgets went live: their examples' results are stored with its revision. */
type LivePage = Parameters<AuthoringContext['recordExamples']>[0];
interface Published {
  url: string;
  pages: LivePage[];
}

/** The collection fields the studio does not edit, kept as they are (content-type, accent…). */
function collectionFields(
  row: CollectionRow,
  author: AuthorRow,
  doc: { title: string; summary: string; tags: string[] },
) {
  return {
    id: row.id,
    slug: row.slug,
    title: doc.title,
    author: author.id,
    content_type: row.contentType,
    summary: doc.summary,
    description: row.description,
    what_you_will_learn: row.whatYouWillLearn,
    tags: doc.tags,
    learner_tags: row.learnerTags,
    difficulty: row.difficulty,
    is_free: row.isFree,
    is_priced: row.isPriced,
    price_cents: row.priceCents,
    currency: row.currency,
    is_private: row.isPrivate,
    status: 'published' as const,
    draft_viewers: row.draftViewers,
    accent: row.accent,
    published_at: day(row.publishedAt),
  };
}

/** A course and the head of each of its lessons (a lesson never saved in the studio: as it is live). */
async function publishCourse(
  ctx: AuthoringContext,
  work: LocatedWork,
  doc: CourseDocument,
  author: AuthorRow,
): Promise<Published> {
  const row = work.collection as CollectionRow;
  const lessonIds = doc.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
  const heads = await ctx.revisions.heads('lesson', lessonIds);
  const slugs = await ctx.works.lessonSlugs(row.id);
  const used = new Set<string>();
  const modules = [];
  const pages: LivePage[] = [];
  for (const module of doc.modules) {
    const lessons = [];
    for (const entry of module.lessons) {
      const head = heads.get(entry.id);
      let lesson: LessonDocument | null =
        head && head.parentId === row.id ? (head.document as LessonDocument) : null;
      if (!lesson) {
        const live = await ctx.works.liveLesson(entry.id);
        if (live?.courseId === row.id)
          lesson = {
            title: live.title,
            summary: live.summary,
            widgets: live.widgets as LessonDocument['widgets'],
          };
      }
      if (!lesson)
        throw new DomainError(AUTHORING_MESSAGES.LESSON_NOT_IN_COURSE, STATUS.OPERATION_NOT_ALLOWED, {
          lesson: entry.id,
        });
      const kept = slugs.get(entry.id);
      const slug = kept && !used.has(kept) ? kept : uniqueSlug(slugify(lesson.title), (s) => used.has(s));
      used.add(slug);
      pages.push({ kind: 'lesson', id: entry.id, revision: head?.revision ?? 0, widgets: lesson.widgets });
      lessons.push({
        id: entry.id,
        slug,
        title: lesson.title,
        summary: lesson.summary,
        widgets: widgetsOf(lesson.widgets),
      });
    }
    modules.push({ id: module.id, title: module.title, lessons });
  }
  const course: ContentCourse = {
    ...collectionFields(row, author, doc),
    description: doc.description,
    difficulty: doc.difficulty,
    is_free: doc.pricing.kind === 'free',
    is_priced: doc.pricing.kind === 'priced',
    price_cents: doc.pricing.kind === 'priced' ? doc.pricing.price_cents : null,
    is_private: doc.visibility === 'private',
    modules,
  };
  await ctx.works.publishBundle({ authors: [author], courses: [course], paths: [], shots: [] });
  await ctx.works.setCoverImage(row.id, doc.cover_image_url);
  for (const [id, head] of heads)
    if (head.parentId === row.id) await ctx.revisions.markPublished('lesson', id, head.revision);
  return { url: `/courses/${row.slug}`, pages };
}

async function publishPath(
  ctx: AuthoringContext,
  work: LocatedWork,
  doc: PathDocument,
  author: AuthorRow,
): Promise<Published> {
  const row = work.collection as CollectionRow;
  const known = new Set((await ctx.works.coursesByIds(doc.course_ids)).map((course) => course.id));
  const unknown = doc.course_ids.find((id) => !known.has(id));
  if (unknown)
    throw new DomainError(AUTHORING_MESSAGES.COURSE_ID_UNKNOWN, STATUS.OPERATION_NOT_ALLOWED, {
      course_ids: unknown,
    });
  const path: ContentPath = {
    ...collectionFields(row, author, doc),
    path_type: doc.path_type,
    courses: doc.course_ids,
  };
  await ctx.works.publishBundle({ authors: [author], courses: [], paths: [path], shots: [] });
  return { url: `/path/${row.slug}`, pages: [] };
}

async function publishShot(
  ctx: AuthoringContext,
  work: LocatedWork,
  doc: ShotDocument,
  author: AuthorRow,
  revision: number,
): Promise<Published> {
  const row = work.shot;
  if (!row) throw new DomainError(AUTHORING_MESSAGES.WORK_NOT_FOUND, STATUS.NOT_FOUND);
  await ctx.works.publishBundle({
    authors: [author],
    courses: [],
    paths: [],
    shots: [
      {
        id: row.id,
        slug: row.slug,
        title: doc.title,
        author: author.id,
        summary: doc.summary,
        tags: doc.tags,
        programming_tags: doc.programming_tags,
        topic_tags: doc.topic_tags,
        difficulty: doc.difficulty,
        license: doc.license,
        attributions: doc.attributions as JsonObject[],
        status: 'published',
        draft_viewers: row.draftViewers,
        approved_for_publish: true,
        published_at: day(row.publishedAt),
        widgets: widgetsOf(doc.widgets),
      },
    ],
  });
  return {
    url: `/answers/${row.slug}`,
    pages: [{ kind: 'shot', id: row.id, revision, widgets: doc.widgets }],
  };
}

/** A lesson alone changes in place; a lesson its course has not published yet goes out with the course. */
async function publishLesson(
  ctx: AuthoringContext,
  work: LocatedWork,
  doc: LessonDocument,
  revision: number,
): Promise<Published> {
  const course = work.collection as CollectionRow;
  if (!work.lesson || course.status !== 'published')
    throw new DomainError(AUTHORING_MESSAGES.PUBLISH_COURSE_FIRST, STATUS.OPERATION_NOT_ALLOWED);
  await ctx.works.publishLesson(work.id, course.id, { ...doc, widgets: widgetsOf(doc.widgets) });
  return {
    url: `/courses/${course.slug}/${work.lesson.slug}`,
    pages: [{ kind: 'lesson', id: work.id, revision, widgets: doc.widgets }],
  };
}

/**
 * POST …/publish: copies a revision into the live tables the reader, /explore, /answers, search
 * and content:export read, and marks it as the one learners see.
 */
export async function publishWork(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: { kind: WorkKind; id: string },
  revision: number,
) {
  const { work } = await openWork(ctx, user, params.kind, params.id, 'publish');
  const doc = await documentAt(ctx, work, revision);
  const author = work.anchor.author;
  if (!author) throw new DomainError(AUTHORING_MESSAGES.WORK_NOT_FOUND, STATUS.NOT_FOUND);
  let published: Published;
  if (work.kind === 'course') published = await publishCourse(ctx, work, doc as CourseDocument, author);
  else if (work.kind === 'path') published = await publishPath(ctx, work, doc as PathDocument, author);
  else if (work.kind === 'shot')
    published = await publishShot(ctx, work, doc as ShotDocument, author, revision);
  else published = await publishLesson(ctx, work, doc as LessonDocument, revision);
  await ctx.revisions.markPublished(work.kind, work.id, revision);
  // Live first, then the examples are queued (a job runs them): the publish never waits on the runner.
  if (user) for (const page of published.pages) await ctx.recordExamples(page, { user, ip: '' });
  return { published_revision: revision, url: published.url };
}
