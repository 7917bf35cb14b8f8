import {
  and,
  type Database,
  eq,
  organizationSso,
  organizationSsoLogins,
  organizations,
  sql,
} from '@learnbox/db';

export type OrgSsoRow = typeof organizationSso.$inferSelect;
export type OrgSsoLoginRow = typeof organizationSsoLogins.$inferSelect;

/** PostgreSQL's unique_violation: the subdomain is someone else's. */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function createOrgSsoRepository(db: Database) {
  return {
    async organizationBySubdomain(subdomain: string) {
      const [row] = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          subdomain: organizations.subdomain,
          brandColor: organizations.brandColor,
        })
        .from(organizations)
        .where(eq(organizations.subdomain, subdomain));
      return row ?? null;
    },

    /** Sets subdomain and brand colour; false when the subdomain belongs to another organization. */
    async setHost(
      organizationId: string,
      values: { subdomain: string | null; brandColor: string | null },
    ): Promise<boolean> {
      try {
        await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async settings(organizationId: string): Promise<OrgSsoRow | null> {
      const [row] = await db
        .select()
        .from(organizationSso)
        .where(eq(organizationSso.organizationId, organizationId));
      return row ?? null;
    },

    async saveSettings(row: Omit<OrgSsoRow, 'updatedAt'>, now: Date): Promise<void> {
      await db
        .insert(organizationSso)
        .values({ ...row, updatedAt: now })
        .onConflictDoUpdate({
          target: organizationSso.organizationId,
          set: {
            issuer: row.issuer,
            clientId: row.clientId,
            clientSecretSealed: row.clientSecretSealed,
            updatedBy: row.updatedBy,
            updatedAt: now,
          },
        });
    },

    async deleteSettings(organizationId: string): Promise<void> {
      await db.delete(organizationSso).where(eq(organizationSso.organizationId, organizationId));
    },

    async saveLogin(row: OrgSsoLoginRow): Promise<void> {
      await db.insert(organizationSsoLogins).values(row);
    },

    /** Takes the attempt once (deleted as it is read), if it belongs to this organization and is live. */
    async takeLogin(stateHash: string, organizationId: string, now: Date): Promise<OrgSsoLoginRow | null> {
      const [row] = await db
        .delete(organizationSsoLogins)
        .where(
          and(
            eq(organizationSsoLogins.stateHash, stateHash),
            eq(organizationSsoLogins.organizationId, organizationId),
          ),
        )
        .returning();
      return row && row.expiresAt > now ? row : null;
    },

    /** Drops attempts nobody finished. */
    async purgeExpiredLogins(now: Date): Promise<void> {
      await db.delete(organizationSsoLogins).where(sql`${organizationSsoLogins.expiresAt} <= ${now}`);
    },
  };
}

export type OrgSsoRepository = ReturnType<typeof createOrgSsoRepository>;
