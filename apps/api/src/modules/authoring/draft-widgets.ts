import type { LessonDocument, ShotDocument, Widget } from '@learnbox/contracts';
import type { CurrentUser } from '../../platform/http/current-user';
import type { AuthoringContext } from './authoring-context';
import { headOf } from './documents';
import { openWork } from './work-access';

/**
 * The head draft's widgets of a lesson or shot, for its collaborators only (the studio's 401, 403
 * and 404 otherwise): what the studio preview shows, so its quizzes grade against the same draft.
 */
export function createDraftWidgetReader(ctx: AuthoringContext) {
  return {
    async widgetsOf(kind: 'lesson' | 'shot', id: string, user: CurrentUser | null): Promise<Widget[]> {
      const { work } = await openWork(ctx, user, kind, id, 'read');
      const document = (await headOf(ctx, work)).document as LessonDocument | ShotDocument;
      return document.widgets;
    },
  };
}
