import type { CourseDocument } from '@learnbox/contracts';
import { AUTHORING_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { headOf } from '../documents';
import { randomSuffix, slugify } from '../slugs';
import { openWork } from '../work-access';
import { newWorkId } from './create-work';
import { saveRevision } from './save-work';

/**
 * POST /api/author/page: a new lesson in the course draft's module ("Module 1", made here, when
 * the course has none). The course's new revision is saved first, on the head it read, so a
 * concurrent course save makes this a 409 instead of losing the lesson.
 */
export async function createPage(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  body: { course_id: string; module_id?: string | undefined; title: string },
) {
  const opened = await openWork(ctx, user, 'course', body.course_id, 'edit');
  const head = await headOf(ctx, opened.work);
  const course = head.document as CourseDocument;
  const title = body.title.trim();
  const lessonId = await newWorkId(ctx, title);
  const modules = course.modules.length
    ? course.modules
    : [{ id: `${slugify(opened.work.id, 40)}-m-${randomSuffix(3)}`, title: 'Module 1', lessons: [] }];
  const target = body.module_id ? modules.find((module) => module.id === body.module_id) : modules[0];
  if (!target) throw new DomainError(AUTHORING_MESSAGES.MODULE_NOT_FOUND, STATUS.NOT_FOUND);
  const document: CourseDocument = {
    ...course,
    modules: modules.map((module) =>
      module === target ? { ...module, lessons: [...module.lessons, { id: lessonId, title }] } : module,
    ),
  };
  await saveRevision(ctx, opened.work, opened.user, head.revision, document);
  const lesson = {
    ...opened.work,
    kind: 'lesson' as const,
    id: lessonId,
    lesson: null,
    courseId: opened.work.id,
  };
  const saved = await saveRevision(ctx, lesson, opened.user, 0, { title, summary: '', widgets: [] });
  return { id: lessonId, slug: slugify(title), head_revision: saved.head_revision };
}
