import type { Widget, WidgetPage } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import type { CurrentUser } from '../../platform/http/current-user';
import { createContentRepository, loadReader, notFound, readableLessonWidgets } from '../content';
import { createEntitlementsRepository } from '../entitlements';
import { createShotsRepository, createShotsService } from '../shots';

/** The published widgets of the page a widget is on, with the page's own 404 and 403 rules. */
export interface PageWidgetReader {
  widgetsOf(page: WidgetPage, user: CurrentUser | null): Promise<Widget[]>;
}

export function createPageWidgetReader(db: Database): PageWidgetReader {
  const content = createContentRepository(db);
  const entitlements = createEntitlementsRepository(db);
  const shots = createShotsService(createShotsRepository(db), content);
  return {
    async widgetsOf(page, user) {
      if (page.shot_id !== undefined) return shots.publishedWidgets(page.shot_id, user);
      if (page.lesson_id === undefined) throw notFound('the page of this widget');
      return readableLessonWidgets(content, page.lesson_id, await loadReader(user, entitlements));
    },
  };
}
