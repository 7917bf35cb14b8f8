import type {
  LearningPlansReply,
  LessonProgressReply,
  MyCoursesReply,
  ReaderPreferences,
  ReaderPreferencesReply,
} from '@learnbox/contracts';
import { DEFAULT_READER_PREFERENCES } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { canSeeCourse, DomainError, PROGRESS_LOGIN_TEXT, progressPercent, STATUS } from '@learnbox/domain';
import { authorize } from '../../platform/policies';
import type { CollectionListRow, ContentRepository, Reader } from '../content';
import {
  courseProgress,
  createContentRepository,
  notFound,
  toAccessCourse,
  toCatalogueItem,
} from '../content';
import { createEntitlementsRepository } from '../entitlements';
import type { ProgressRepository } from './progress.repository';
import { createProgressRepository } from './progress.repository';

export function requireReader(reader: Reader | null): Reader {
  if (!reader) throw new DomainError(PROGRESS_LOGIN_TEXT, STATUS.UNAUTHORIZED);
  return reader;
}

export function createProgressService(content: ContentRepository, progress: ProgressRepository) {
  async function progressOf(reader: Reader, rows: CollectionListRow[]) {
    const ids = rows.map((row) => row.id);
    const [completions, visits] = await Promise.all([
      progress.completions(reader.userId, ids),
      progress.visits(reader.userId, ids),
    ]);
    const result = new Map<
      string,
      { outline: { id: string; slug: string; title: string }[]; visit?: (typeof visits)[number] }
    >();
    for (const row of rows) {
      const outline = (await content.outline(row.id)).lessons;
      result.set(row.id, { outline, visit: visits.find((visit) => visit.courseId === row.id) });
    }
    return { completions, visits: result };
  }

  return {
    async setCompleted(reader: Reader, lessonId: string, completed: boolean): Promise<LessonProgressReply> {
      const lesson = await content.findLessonById(lessonId);
      const course = lesson ? await content.findCollectionById(lesson.courseId) : null;
      if (!lesson || !course) throw notFound('this lesson');
      const author = (await content.authorsByIds([course.authorId])).get(course.authorId);
      authorize(null, 'open', {
        kind: 'lesson',
        course: toAccessCourse(course, author),
        position: lesson.position,
        reader,
      });
      await progress.setCompleted(reader.userId, lesson, completed);
      const outline = (await content.outline(course.id)).lessons;
      const done =
        (await progress.completions(reader.userId, [course.id])).get(course.id) ?? new Set<string>();
      return { lesson_id: lesson.id, completed, course: courseProgress(outline, done, lesson.id) };
    },

    async myCourses(reader: Reader): Promise<MyCoursesReply> {
      const [visits, completedIds, pins] = await Promise.all([
        progress.visits(reader.userId),
        progress.completedCourseIds(reader.userId),
        progress.pins(reader.userId),
      ]);
      const pinned = new Set(pins.filter((pin) => pin.workType === 'collection').map((pin) => pin.workId));
      const ids = [...new Set([...visits.map((visit) => visit.courseId), ...completedIds, ...pinned])];
      const rows = (await content.collectionsByIds(ids)).filter((row) => row.collectionType === 'collection');
      const authors = await content.authorsByIds(rows.map((row) => row.authorId));
      const visible = rows.filter((row) =>
        canSeeCourse(toAccessCourse(row, authors.get(row.authorId)), reader),
      );
      const counts = await content.lessonCounts(visible.map((row) => row.id));
      const { completions, visits: byCourse } = await progressOf(reader, visible);
      const items = visible.map((row) => {
        const entry = byCourse.get(row.id);
        const outline = entry?.outline ?? [];
        const state = courseProgress(
          outline,
          completions.get(row.id) ?? new Set(),
          entry?.visit?.lastLessonId ?? null,
        );
        return {
          ...toCatalogueItem(row, authors.get(row.authorId), counts.get(row.id) ?? 0),
          progress: state,
          resume_lesson_title:
            outline.find((lesson) => lesson.slug === state.resume_lesson_slug)?.title ?? null,
          last_viewed_at: entry?.visit?.lastViewedAt.toISOString() ?? null,
          pinned: pinned.has(row.id),
        };
      });
      items.sort(
        (a, b) =>
          (b.last_viewed_at ?? '').localeCompare(a.last_viewed_at ?? '') || a.title.localeCompare(b.title),
      );
      return { items };
    },

    async learningPlans(reader: Reader): Promise<LearningPlansReply> {
      const pins = await progress.pins(reader.userId);
      const started = new Set([
        ...(await progress.visits(reader.userId)).map((visit) => visit.courseId),
        ...(await progress.completedCourseIds(reader.userId)),
      ]);
      const pinnedPaths = new Set(pins.filter((pin) => pin.workType === 'path').map((pin) => pin.workId));
      const candidates = await content.collectionsByIds([...pinnedPaths]);
      // Paths holding a course the learner has started count as plans in progress too.
      const allPaths = await Promise.all(
        [...started].map(async (courseId) => content.pathsOfCourse(courseId)),
      );
      for (const path of allPaths.flat()) {
        if (!candidates.some((row) => row.slug === path.slug)) {
          const row = await content.findCollectionBySlug(path.slug);
          if (row) candidates.push(row);
        }
      }
      const authors = await content.authorsByIds(candidates.map((row) => row.authorId));
      const paths = candidates.filter(
        (row) =>
          row.collectionType === 'path' &&
          canSeeCourse(toAccessCourse(row, authors.get(row.authorId)), reader),
      );
      const counts = await content.lessonCounts(paths.map((row) => row.id));
      const items = [];
      for (const path of paths) {
        const courseRows = await content.collectionsByIds(await content.pathCourseIds(path.id));
        const order = await content.pathCourseIds(path.id);
        courseRows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
        const { completions, visits } = await progressOf(reader, courseRows);
        let done = 0;
        let total = 0;
        let resume: string | null = null;
        const courses = courseRows.map((row) => {
          const entry = visits.get(row.id);
          const state = courseProgress(
            entry?.outline ?? [],
            completions.get(row.id) ?? new Set(),
            entry?.visit?.lastLessonId ?? null,
          );
          done += state.completed;
          total += state.total;
          if (!resume && state.completed < state.total) resume = `${row.slug}/${state.resume_lesson_slug}`;
          return { slug: row.slug, title: row.title, percent: state.percent };
        });
        items.push({
          ...toCatalogueItem(path, authors.get(path.authorId), counts.get(path.id) ?? 0),
          progress: {
            completed: done,
            total,
            percent: progressPercent(done, total),
            resume_lesson_slug: resume,
          },
          pinned: pinnedPaths.has(path.id),
          courses,
        });
      }
      items.sort((a, b) => Number(b.pinned) - Number(a.pinned) || a.title.localeCompare(b.title));
      return { items };
    },

    async pin(
      reader: Reader,
      workId: string,
      workType: 'collection' | 'path',
      pathType: string | null,
      pinned: boolean,
    ) {
      const row = await content.findCollectionById(workId);
      const author = row ? (await content.authorsByIds([row.authorId])).get(row.authorId) : undefined;
      if (!row || !canSeeCourse(toAccessCourse(row, author), reader)) throw notFound('this course or path');
      if (row.collectionType !== workType) {
        throw new DomainError(
          `work_type is "${workType}", but this is a ${row.collectionType === 'path' ? 'path' : 'course (collection)'}.`,
          STATUS.OPERATION_NOT_ALLOWED,
        );
      }
      if (pinned) await progress.pin(reader.userId, row.id, workType, pathType ?? row.pathType);
      else await progress.unpin(reader.userId, row.id);
      return { work_id: row.id, pinned };
    },

    async preferences(reader: Reader): Promise<ReaderPreferencesReply> {
      const row = await progress.preferences(reader.userId);
      if (!row) return { ...DEFAULT_READER_PREFERENCES, used_customize_fonts: false };
      return {
        font_family: row.fontFamily as ReaderPreferences['font_family'],
        font_size: row.fontSize,
        line_height: Math.round(row.lineHeight * 100) / 100,
        theme: row.theme as ReaderPreferences['theme'],
        used_customize_fonts: true,
      };
    },

    async savePreferences(reader: Reader, prefs: ReaderPreferences): Promise<ReaderPreferencesReply> {
      await progress.savePreferences(reader.userId, {
        fontFamily: prefs.font_family,
        fontSize: prefs.font_size,
        lineHeight: prefs.line_height,
        theme: prefs.theme,
      });
      return { ...prefs, used_customize_fonts: true };
    },
  };
}

/** The progress use cases over the database, and the entitlements that decide who may read. */
export function progressServiceFor(db: Database) {
  return {
    service: createProgressService(createContentRepository(db), createProgressRepository(db)),
    entitlements: createEntitlementsRepository(db),
  };
}
