import type { Highlight } from '@learnbox/contracts';
import { lessonAnchorTexts, locateQuote, reanchor } from '@learnbox/domain';
import type { HighlightRow, HighlightsRepository, LessonText } from './highlights.repository';

/**
 * A stored highlight as the reader sees it on the lesson's current revision. Made on this
 * revision: its anchor is the browser's own and stands (the position is a hint). Made on an older
 * one: found again by quote and context, the new anchor stored; when the passage is gone the
 * highlight is kept and flagged orphaned.
 */
export async function toHighlights(
  repository: HighlightsRepository,
  lesson: Pick<LessonText, 'widgets' | 'contentRevision'>,
  rows: HighlightRow[],
): Promise<Highlight[]> {
  const blocks = lessonAnchorTexts(lesson.widgets);
  return Promise.all(
    rows.map(async (row) => {
      if (row.contentRevision >= lesson.contentRevision) {
        const match = locateQuote(blocks, row.anchor);
        return toReply(row, { revision: row.contentRevision, anchor: row.anchor, match, orphaned: false });
      }
      const result = reanchor(blocks, row.anchor);
      if (result.orphaned)
        return toReply(row, {
          revision: row.contentRevision,
          anchor: row.anchor,
          match: null,
          orphaned: true,
        });
      await repository.reanchored(row.id, lesson.contentRevision, result.anchor);
      return toReply(row, {
        revision: lesson.contentRevision,
        anchor: result.anchor,
        match: { start: result.start, end: result.end },
        orphaned: false,
      });
    }),
  );
}

function toReply(
  row: HighlightRow,
  state: {
    revision: number;
    anchor: HighlightRow['anchor'];
    match: { start: number; end: number } | null;
    orphaned: boolean;
  },
): Highlight {
  return {
    id: row.id,
    lesson_id: row.lessonId,
    course_id: row.courseId,
    content_revision: state.revision,
    anchor: state.anchor,
    start: state.match?.start ?? null,
    end: state.match?.end ?? null,
    orphaned: state.orphaned,
    note: row.note,
    colour: row.colour,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
