import { randomUUID } from 'node:crypto';
import {
  accounts,
  and,
  type Database,
  desc,
  eq,
  sessions,
  sql,
  twoFactors,
  userProfiles,
  users,
  verifications,
} from '@learnbox/db';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof userProfiles.$inferSelect;
/** What the list of sessions shows of one session. */
export interface SessionSummary {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}
export type ProfilePatch = Partial<Omit<typeof userProfiles.$inferInsert, 'userId'>>;

/** The tables better-auth's drizzle adapter reads and writes, under the names it asks for. */
export const authEngineTables = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  twoFactor: twoFactors,
};

/** Accounts data the services need beyond what the auth engine does itself. */
export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },

    async findUserById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async hasPassword(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      return Boolean(row);
    },

    /** Every user gets a profile row; idempotent, so both the engine hook and sign-up may call it. */
    async ensureProfile(userId: string): Promise<void> {
      await db.insert(userProfiles).values({ userId }).onConflictDoNothing();
    },

    async getProfile(userId: string): Promise<ProfileRow> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      if (row) return row;
      await db.insert(userProfiles).values({ userId }).onConflictDoNothing();
      const [created] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      if (!created) throw new Error(`No profile for user ${userId}.`);
      return created;
    },

    async updateProfile(userId: string, patch: ProfilePatch): Promise<void> {
      await db
        .insert(userProfiles)
        .values({ userId, ...patch })
        .onConflictDoUpdate({
          target: userProfiles.userId,
          set: { ...patch, updatedAt: new Date() },
        });
    },

    async markEmailVerified(userId: string): Promise<void> {
      await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** users.two_factor_enabled tells the engine to ask for a second factor at sign-in. */
    async setTwoFactorEnabled(userId: string, enabled: boolean): Promise<void> {
      await db
        .update(users)
        .set({ twoFactorEnabled: enabled, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async findTwoFactor(userId: string): Promise<{ verified: boolean } | null> {
      const [row] = await db
        .select({ verified: twoFactors.verified })
        .from(twoFactors)
        .where(eq(twoFactors.userId, userId));
      return row ? { verified: row.verified !== false } : null;
    },

    async deleteTwoFactor(userId: string): Promise<void> {
      await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
    },

    /** Stores an authenticator secret (already encrypted by the engine's key) as confirmed. */
    async saveConfirmedTwoFactor(
      userId: string,
      encryptedSecret: string,
      encryptedBackupCodes: string,
    ): Promise<void> {
      await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
      await db.insert(twoFactors).values({
        id: randomUUID(),
        userId,
        secret: encryptedSecret,
        backupCodes: encryptedBackupCodes,
        verified: true,
      });
    },

    async createVerification(identifier: string, value: string, expiresAt: Date): Promise<void> {
      await db.insert(verifications).values({ id: randomUUID(), identifier, value, expiresAt });
    },

    /**
     * Deletes and returns a verification value in one statement: of two concurrent uses of the
     * same token exactly one gets the row, which is what makes tokens single-use.
     */
    async consumeVerification(identifier: string): Promise<{ value: string; expiresAt: Date } | null> {
      const [row] = await db
        .delete(verifications)
        .where(eq(verifications.identifier, identifier))
        .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
      return row ?? null;
    },

    async findVerification(identifier: string): Promise<{ value: string; expiresAt: Date } | null> {
      const [row] = await db
        .select({ value: verifications.value, expiresAt: verifications.expiresAt })
        .from(verifications)
        .where(eq(verifications.identifier, identifier));
      return row ?? null;
    },

    async deleteSessionByToken(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.token, token));
    },

    /** Revokes every session of a user; returns the tokens so caches can forget them. */
    async deleteSessionsOfUser(userId: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ token: sessions.token });
      return rows.map((row) => row.token);
    },

    /** A user's unexpired sessions, most recently active first; never selects the token. */
    async listLiveSessionsOfUser(userId: string, now: Date): Promise<SessionSummary[]> {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`),
        )
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
    },

    /** Whose session this id is, for the session policy; null when there is none. */
    async sessionOwner(sessionId: string): Promise<string | null> {
      const rows = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return rows[0]?.userId ?? null;
    },

    /**
     * Revokes one session if it belongs to the user, in one statement, so another user's id
     * can neither be revoked nor told apart from an unknown one. Returns whether a row went.
     */
    async deleteSessionOfUser(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Revokes every session of a user but one; returns the revoked ids so caches can forget them. */
    async deleteOtherSessionsOfUser(userId: string, keepSessionId: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.id} <> ${keepSessionId}`))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /**
     * Records activity as the session's updated_at. The engine itself moves it only when it
     * extends the expiry (once a day), too coarse for "last active"; the condition keeps this
     * to one write per session per `staleBefore` interval.
     */
    async touchSession(sessionId: string, staleBefore: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ updatedAt: new Date() })
        .where(
          and(
            eq(sessions.id, sessionId),
            sql`${sessions.updatedAt} < ${staleBefore.toISOString()}::timestamptz`,
          ),
        );
    },

    async countSessionsOfUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.count ?? 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
