import type { ContentRevision, LessonReply, Widget } from '@learnbox/contracts';
import { DomainError, KNOWN_MESSAGES, STATUS } from '@learnbox/domain';
import { authorize } from '../../platform/policies';
import type { ContentRepository } from './content.repository';
import {
  accessSummary,
  buildCourseView,
  ensureLessonOpen,
  loadVisibleCollection,
  notFound,
} from './course-view';
import type { ProgressStore, QuizVerdictStore } from './progress-store';
import { toPublicWidgets } from './public-widgets';
import type { Reader } from './reader';

/**
 * GET /api/collection/{course}/page/{lesson} and GET /api/page/url/courses/{course}/{lesson}.
 * A locked lesson is a 403 whose errorText says why and whose errors.reason the web turns into
 * the matching upgrade prompt. Opening a lesson records it as the place to resume.
 */
export async function readLesson(
  deps: { content: ContentRepository; progress: ProgressStore; quizzes?: QuizVerdictStore },
  courseSlug: string,
  lessonSlug: string,
  revision: ContentRevision,
  reader: Reader | null,
  b2bVisitor = false,
): Promise<LessonReply> {
  const loaded = await loadVisibleCollection(deps.content, courseSlug, reader, 'collection', b2bVisitor);
  const lesson = await deps.content.findLesson(loaded.row.id, lessonSlug);
  if (!lesson) throw notFound(`a lesson called “${lessonSlug}” in this course`);

  ensureLessonOpen(loaded.access, lesson.position, reader);
  let widgets = lesson.widgets;
  let status: 'published' | 'draft' = loaded.row.status;
  if (revision === 'draft') {
    authorize(null, 'read', { kind: 'draft', course: loaded.access, reader });
    widgets = lesson.draftWidgets ?? lesson.widgets;
    status = 'draft';
  } else if (typeof revision === 'number' && revision !== lesson.contentRevision) {
    throw new DomainError(KNOWN_MESSAGES.CONTENT_JUST_UPDATED, STATUS.ALREADY_EXISTS, {
      content_revision: String(lesson.contentRevision),
    });
  }

  if (reader) await deps.progress.recordVisit(reader.userId, loaded.row.id, lesson.id);
  // A draft read shows no stored verdicts: attempts are kept for the published lesson only.
  const quizAnswers =
    reader && deps.quizzes && revision !== 'draft'
      ? await deps.quizzes.verdicts(reader.userId, lesson.id, widgets as Widget[])
      : [];
  const view = await buildCourseView(deps.content, deps.progress, loaded, reader);
  const index = view.lessons.findIndex((item) => item.id === lesson.id);
  const link = (item: (typeof view.lessons)[number] | undefined) =>
    item ? { slug: item.slug, title: item.title, locked: item.locked } : null;
  const current = view.modules.flatMap((module) => module.lessons).find((item) => item.id === lesson.id);
  return {
    course: {
      id: loaded.row.id,
      slug: loaded.row.slug,
      title: loaded.row.title,
      author: { id: loaded.row.authorId, name: loaded.author?.name ?? 'Learnbox' },
      modules: view.modules,
      progress: view.progress,
      access: accessSummary(loaded.access, reader),
    },
    lesson: {
      id: lesson.id,
      slug: lesson.slug,
      title: lesson.title,
      summary: lesson.summary,
      position: lesson.position,
      read_time_minutes: lesson.readTimeMinutes,
      status,
      content_revision: lesson.contentRevision,
      completed: current?.completed ?? false,
      widgets: toPublicWidgets(widgets as Widget[]),
      quiz_answers: quizAnswers,
    },
    previous: link(view.lessons[index - 1]),
    next: link(view.lessons[index + 1]),
  };
}
