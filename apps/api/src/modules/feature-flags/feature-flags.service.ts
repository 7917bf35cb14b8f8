import { randomUUID } from 'node:crypto';
import type { Database } from '@learnbox/db';
import {
  type DeployEnvironment,
  DomainError,
  featureOffMessage,
  STATUS,
  UNKNOWN_FLAG_MESSAGE,
} from '@learnbox/domain';
import { NOOP_PROVIDER, OpenFeature } from '@openfeature/server-sdk';
import type { CurrentUser } from '../../platform/http/current-user';
import { DatabaseFlagProvider, type FlagUserContext } from './database-flag-provider';
import { createFeatureFlagsRepository } from './feature-flags.repository';
import { createCachedFlagLevels } from './flag-levels';

export interface FeatureFlagsOptions {
  environment: DeployEnvironment;
  /** FLAG_CACHE_TTL_MS: how stale a level may be on this api copy. */
  cacheTtlMs: number;
  now?: () => Date;
}

type FlagUser = Pick<CurrentUser, 'id' | 'isInternalStaff'> | null;

/** The evaluation context of a request: who asks (logged out: an anonymous key, never staff). */
export function contextOf(user: FlagUser): FlagUserContext {
  return user
    ? { targetingKey: user.id, isInternalStaff: user.isInternalStaff, loggedIn: true }
    : { targetingKey: 'anonymous', isInternalStaff: false, loggedIn: false };
}

const AUDIT_ROWS = 50;

/**
 * Feature flags on OpenFeature: our provider (database-flag-provider.ts) is registered under a
 * domain of its own per app, so several apps in one process (tests) each read their own database
 * through the one global OpenFeature API; every evaluation goes through an OpenFeature client.
 */
export function createFeatureFlags(db: Database, options: FeatureFlagsOptions) {
  const repository = createFeatureFlagsRepository(db);
  const levels = createCachedFlagLevels(repository, options.cacheTtlMs);
  const domain = `learnbox-${randomUUID()}`;
  OpenFeature.setProvider(domain, new DatabaseFlagProvider(levels, options.environment));
  const client = OpenFeature.getClient(domain);
  const now = options.now ?? (() => new Date());

  async function staffView() {
    const [flags, changes] = await Promise.all([repository.listAll(), repository.recentChanges(AUDIT_ROWS)]);
    return {
      flags: flags.map((flag) => ({ ...flag, updatedAt: flag.updatedAt.toISOString() })),
      changes: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
    };
  }

  return {
    /** Whether one flag is on for this user; an unknown flag, or a database failure, reads as off. */
    isOn: (user: FlagUser, name: string) => client.getBooleanValue(name, false, contextOf(user)),

    /** Refuses with a 404 and a sentence naming the feature when the flag is off for this user. */
    async requireOn(user: FlagUser, name: string): Promise<void> {
      if (!(await client.getBooleanValue(name, false, contextOf(user))))
        throw new DomainError(featureOffMessage(name), STATUS.NOT_FOUND);
    },

    /** Every flag, on or off for this user: all a learner is ever told (no levels). */
    async evaluateAll(user: FlagUser): Promise<Record<string, boolean>> {
      const names = [...(await levels.levels()).keys()].sort();
      const context = contextOf(user);
      const values = await Promise.all(names.map((name) => client.getBooleanValue(name, false, context)));
      return Object.fromEntries(names.map((name, i) => [name, values[i] === true]));
    },

    staffView,

    /** A staff change: audited, and seen by this copy's next evaluation (others within the TTL). */
    /** Sets a level; answers the staff view and the level it had before. */
    async setLevel(staff: Pick<CurrentUser, 'id' | 'email'>, name: string, level: number) {
      const changed = await repository.setLevel(name, level, staff, now());
      if (!changed) throw new DomainError(UNKNOWN_FLAG_MESSAGE, STATUS.NOT_FOUND);
      levels.invalidate();
      return { view: await staffView(), fromLevel: changed.fromLevel };
    },

    /** Hands this app's domain back to the no-op provider (app close): the database is going away. */
    close: () => OpenFeature.setProviderAndWait(domain, NOOP_PROVIDER),
  };
}
export type FeatureFlags = ReturnType<typeof createFeatureFlags>;
