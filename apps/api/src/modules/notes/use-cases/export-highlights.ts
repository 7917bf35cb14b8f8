import { highlightsExportFileName, highlightsToMarkdown } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { NotesContext } from '../notes-context';
import { listCourseHighlights } from './list-highlights';

/** GET …/highlights/export: the HighlightsViewer's list as a Markdown file with links back. */
export async function exportCourseHighlights(
  ctx: NotesContext,
  user: CurrentUser | null,
  courseId: string,
): Promise<{ fileName: string; markdown: string }> {
  const { course, lessons } = await listCourseHighlights(ctx, user, courseId);
  const markdown = highlightsToMarkdown(
    course.title,
    lessons.map((lesson) => ({
      title: lesson.title,
      highlights: lesson.items.map((item) => ({
        exact: item.anchor.exact,
        note: item.note,
        orphaned: item.orphaned,
        url: `${ctx.webOrigin}${lesson.url}#highlight-${item.id}`,
      })),
    })),
  );
  return { fileName: highlightsExportFileName(course.slug), markdown };
}
