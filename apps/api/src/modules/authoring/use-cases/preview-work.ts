import type {
  CourseDocument,
  LessonDocument,
  PathDocument,
  PreviewReply,
  ShotDocument,
  WorkKind,
} from '@learnbox/contracts';
import type { CurrentUser } from '../../../platform/http/current-user';
import { toPublicWidgets } from '../../content';
import type { AuthoringContext } from '../authoring-context';
import { type AnyDocument, documentAt, headOf } from '../documents';
import { widgetsReadTime } from '../repositories/works.repository';
import { openWork } from '../work-access';

/**
 * GET …/preview: a revision (the head by default) as a learner would get it, unpublished. Widgets
 * go through the reader's own mapping (content's toPublicWidgets), so what the preview shows is
 * what the published page will: no solutions, hidden tests or quiz answers leave the server.
 */
export async function previewWork(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  params: { kind: WorkKind; id: string },
  revision: number | undefined,
): Promise<PreviewReply> {
  const { work } = await openWork(ctx, user, params.kind, params.id, 'read');
  const doc: AnyDocument =
    revision === undefined ? (await headOf(ctx, work)).document : await documentAt(ctx, work, revision);
  if (work.kind === 'lesson') {
    const lesson = doc as LessonDocument;
    const course = work.collection;
    const courseHead = course ? await ctx.revisions.head('course', course.id) : null;
    const courseTitle =
      typeof courseHead?.document.title === 'string' ? courseHead.document.title : (course?.title ?? '');
    return {
      kind: 'lesson',
      title: lesson.title,
      summary: lesson.summary,
      course: { id: course?.id ?? '', slug: course?.slug ?? '', title: courseTitle },
      widgets: toPublicWidgets(lesson.widgets),
    };
  }
  if (work.kind === 'shot') {
    const shot = doc as ShotDocument;
    return {
      kind: 'shot',
      title: shot.title,
      summary: shot.summary,
      tags: shot.tags,
      difficulty: shot.difficulty,
      license: shot.license,
      attributions: shot.attributions,
      read_time: widgetsReadTime(shot.widgets),
      widgets: toPublicWidgets(shot.widgets),
    };
  }
  if (work.kind === 'path') {
    const path = doc as PathDocument;
    const found = new Map(
      (await ctx.works.coursesByIds(path.course_ids)).map((course) => [course.id, course]),
    );
    return {
      kind: 'path',
      title: path.title,
      summary: path.summary,
      tags: path.tags,
      path_type: path.path_type,
      courses: path.course_ids.flatMap((id) => {
        const course = found.get(id);
        return course ? [course] : [];
      }),
    };
  }
  const course = doc as CourseDocument;
  return {
    kind: 'course',
    title: course.title,
    summary: course.summary,
    description: course.description,
    tags: course.tags,
    difficulty: course.difficulty,
    cover_image_url: course.cover_image_url,
    modules: course.modules,
  };
}
