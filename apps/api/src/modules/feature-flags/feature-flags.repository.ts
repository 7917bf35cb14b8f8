import { asc, type Database, desc, eq, featureFlagChanges, featureFlags, users } from '@learnbox/db';

export function createFeatureFlagsRepository(db: Database) {
  return {
    /** name -> rollout level: the one read the provider makes (cached for a few seconds). */
    async levels(): Promise<Map<string, number>> {
      const rows = await db
        .select({ name: featureFlags.name, rolloutLevel: featureFlags.rolloutLevel })
        .from(featureFlags);
      return new Map(rows.map((row) => [row.name, row.rolloutLevel]));
    },

    listAll: () =>
      db
        .select({
          name: featureFlags.name,
          rolloutLevel: featureFlags.rolloutLevel,
          description: featureFlags.description,
          updatedAt: featureFlags.updatedAt,
          updatedByEmail: users.email,
        })
        .from(featureFlags)
        .leftJoin(users, eq(users.id, featureFlags.updatedBy))
        .orderBy(asc(featureFlags.name)),

    recentChanges: (limit: number) =>
      db
        .select({
          flagName: featureFlagChanges.flagName,
          fromLevel: featureFlagChanges.fromLevel,
          toLevel: featureFlagChanges.toLevel,
          changedByEmail: featureFlagChanges.changedByEmail,
          changedAt: featureFlagChanges.changedAt,
        })
        .from(featureFlagChanges)
        .orderBy(desc(featureFlagChanges.changedAt), desc(featureFlagChanges.id))
        .limit(limit),

    /**
     * Sets a level and writes the audit row in one transaction; the row lock (FOR UPDATE) keeps
     * two staff changing the same flag at once from both recording the same "from" level.
     * Returns false when no such flag exists.
     */
    setLevel: (name: string, level: number, staff: { id: string; email: string }, now: Date) =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ rolloutLevel: featureFlags.rolloutLevel })
          .from(featureFlags)
          .where(eq(featureFlags.name, name))
          .for('update');
        if (!current) return null;
        await tx
          .update(featureFlags)
          .set({ rolloutLevel: level, updatedAt: now, updatedBy: staff.id })
          .where(eq(featureFlags.name, name));
        await tx.insert(featureFlagChanges).values({
          flagName: name,
          fromLevel: current.rolloutLevel,
          toLevel: level,
          changedBy: staff.id,
          changedByEmail: staff.email,
          changedAt: now,
        });
        // The level it had: the change's product event says from and to.
        return { fromLevel: current.rolloutLevel };
      }),
  };
}
export type FeatureFlagsRepository = ReturnType<typeof createFeatureFlagsRepository>;
