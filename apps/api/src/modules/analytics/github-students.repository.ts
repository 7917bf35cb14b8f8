import { accounts, type Database, githubStudents } from '@learnbox/db';
import { and, eq } from 'drizzle-orm';

/** The GitHub account linked through the sign-in flow, and the verified students: analytics' Drizzle. */
export function createGithubStudentsRepository(db: Database) {
  return {
    /** The access token of the user's linked GitHub account (better-auth keeps it), or null. */
    async githubTokenOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ token: accounts.accessToken })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'github')))
        .limit(1);
      return row?.token ?? null;
    },
    async studentOf(userId: string) {
      const [row] = await db.select().from(githubStudents).where(eq(githubStudents.userId, userId)).limit(1);
      return row ?? null;
    },
    async ownerOfLogin(login: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: githubStudents.userId })
        .from(githubStudents)
        .where(eq(githubStudents.githubLogin, login))
        .limit(1);
      return row?.userId ?? null;
    },
    async save(row: {
      userId: string;
      githubLogin: string;
      verifiedAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insert(githubStudents)
        .values(row)
        .onConflictDoUpdate({
          target: githubStudents.userId,
          set: { githubLogin: row.githubLogin, verifiedAt: row.verifiedAt, expiresAt: row.expiresAt },
        });
    },
  };
}
export type GithubStudentsRepository = ReturnType<typeof createGithubStudentsRepository>;
