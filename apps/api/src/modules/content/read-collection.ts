import type { CollectionReply, PathDetail } from '@learnbox/contracts';
import { canSeeCourse, getAuthorBadge, progressPercent } from '@learnbox/domain';
import { toAccessCourse, toCatalogueItem } from './collection-mapper';
import type { AuthorRow, CollectionListRow, ContentRepository } from './content.repository';
import { courseProgress } from './course-progress';
import { accessSummary, buildCourseView, hiddenFromB2bVisitor, loadVisibleCollection } from './course-view';
import type { ProgressStore } from './progress-store';
import type { Reader } from './reader';

async function authorDetail(
  content: ContentRepository,
  row: CollectionListRow,
  author: AuthorRow | undefined,
) {
  const itemCount = await content.authorItemCount(row.authorId);
  return {
    id: row.authorId,
    name: author?.name ?? 'Learnbox',
    bio: author?.bio ?? '',
    badge: getAuthorBadge(itemCount),
    item_count: itemCount,
  };
}

/** GET /api/collection/{slug}: a course with its outline, or a path with its courses. */
export async function readCollection(
  deps: { content: ContentRepository; progress: ProgressStore },
  slug: string,
  reader: Reader | null,
  kind?: 'collection' | 'path',
  b2bVisitor = false,
): Promise<CollectionReply> {
  const loaded = await loadVisibleCollection(deps.content, slug, reader, kind, b2bVisitor);
  const { row, author } = loaded;
  const counts = await deps.content.lessonCounts([row.id]);
  const pinned = reader ? await deps.progress.isPinned(reader.userId, row.id) : false;
  const base = {
    ...toCatalogueItem(row, author, counts.get(row.id) ?? 0),
    description: row.description,
    what_you_will_learn: row.whatYouWillLearn,
    learner_tags: row.learnerTags,
    is_private: row.isPrivate,
    status: row.status,
    content_revision: row.contentRevision,
    author: await authorDetail(deps.content, row, author),
    access: accessSummary(loaded.access, reader),
    pinned,
    updated_at: row.updatedAt.toISOString(),
  };
  if (row.collectionType === 'collection') {
    const view = await buildCourseView(deps.content, deps.progress, loaded, reader);
    return {
      ...base,
      collection_type: 'collection',
      progress: view.progress,
      modules: view.modules,
      paths: await deps.content.pathsOfCourse(row.id),
    };
  }
  return { ...base, ...(await pathCourses(deps, row.id, reader, b2bVisitor)) };
}

async function pathCourses(
  deps: { content: ContentRepository; progress: ProgressStore },
  pathId: string,
  reader: Reader | null,
  b2bVisitor: boolean,
): Promise<Pick<PathDetail, 'collection_type' | 'courses' | 'progress'>> {
  const ids = await deps.content.pathCourseIds(pathId);
  const rows = await deps.content.collectionsByIds(ids);
  const authors = await deps.content.authorsByIds(rows.map((row) => row.authorId));
  const visible = ids
    .map((id) => rows.find((row) => row.id === id))
    .filter(
      (row): row is CollectionListRow =>
        !!row &&
        !(b2bVisitor && hiddenFromB2bVisitor(row)) &&
        canSeeCourse(toAccessCourse(row, authors.get(row.authorId)), reader),
    );
  const counts = await deps.content.lessonCounts(visible.map((row) => row.id));
  const completions = reader
    ? await deps.progress.completions(
        reader.userId,
        visible.map((row) => row.id),
      )
    : null;
  const visits = reader
    ? await deps.progress.visits(
        reader.userId,
        visible.map((row) => row.id),
      )
    : [];
  let done = 0;
  let total = 0;
  const courses = [];
  let resume: string | null = null;
  for (const row of visible) {
    const outline = (await deps.content.outline(row.id)).lessons;
    const completed = completions?.get(row.id) ?? new Set<string>();
    const progress = reader
      ? courseProgress(
          outline,
          completed,
          visits.find((visit) => visit.courseId === row.id)?.lastLessonId ?? null,
        )
      : null;
    done += completed.size;
    total += outline.length;
    if (reader && !resume && progress && progress.completed < progress.total)
      resume = `${row.slug}/${progress.resume_lesson_slug}`;
    courses.push({ ...toCatalogueItem(row, authors.get(row.authorId), counts.get(row.id) ?? 0), progress });
  }
  return {
    collection_type: 'path',
    courses,
    progress: reader
      ? { completed: done, total, percent: progressPercent(done, total), resume_lesson_slug: resume }
      : null,
  };
}
