import type { ShotDocument } from '@learnbox/contracts';
import type { ShotDraftReader } from '../shots';
import type { AuthoringContext } from './authoring-context';
import { headOf } from './documents';
import { widgetsReadTime } from './repositories/works.repository';
import { locateWork, roleOn } from './work-access';

/**
 * `GET /api/edpresso/shot/:id/props?status=draft` for studio collaborators: the head revision's
 * properties (the shots module asks this first, and falls back to its own draft rules on null).
 */
export function createShotDraftReader(ctx: AuthoringContext): ShotDraftReader {
  return {
    async headOf(shotId, user) {
      if (!user?.emailVerified) return null;
      const work = await locateWork(ctx, 'shot', shotId);
      if (!work || !(await roleOn(ctx, work, user))) return null;
      const shot = (await headOf(ctx, work)).document as ShotDocument;
      return {
        tags: shot.tags,
        programming_tags: shot.programming_tags,
        topic_tags: shot.topic_tags,
        readTime: widgetsReadTime(shot.widgets),
        attributions: shot.attributions,
        license: shot.license,
        difficulty: shot.difficulty,
      };
    },
  };
}
