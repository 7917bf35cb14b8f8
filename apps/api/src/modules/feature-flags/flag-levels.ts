import { TtlCache } from '../../platform/cache/ttl-cache';
import type { FlagLevelSource } from './database-flag-provider';
import type { FeatureFlagsRepository } from './feature-flags.repository';

/**
 * The levels as this api copy knows them: read from the table at most once per `ttlMs` (one small
 * query for every flag), and dropped at once when this copy changes a level. Another copy sees the
 * change when its own entry expires, so with N copies a change is everywhere within `ttlMs`
 * (FLAG_CACHE_TTL_MS, 5 s by default) without a restart; 0 reads the table on every evaluation.
 */
export function createCachedFlagLevels(
  repository: Pick<FeatureFlagsRepository, 'levels'>,
  ttlMs: number,
): FlagLevelSource & { invalidate(): void } {
  const cache = new TtlCache<Promise<Map<string, number>>>(ttlMs, 1);
  return {
    levels() {
      const cached = cache.get('all');
      if (cached) return cached;
      const read = repository.levels();
      cache.set('all', read);
      // A failed read is not kept: the next evaluation tries the database again.
      read.catch(() => cache.delete('all'));
      return read;
    },
    invalidate: () => cache.delete('all'),
  };
}
