import { accounts, and, collections, type Database, eq, users } from '@learnbox/db';

/** Who buys: the user, whether they signed in with GitHub (its discount), and the priced course they buy. Read only: the tables belong to auth and the catalogue. */
export function createCustomersRepository(db: Database) {
  return {
    async getUser(id: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    async hasGithubAccount(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'github')))
        .limit(1);
      return rows.length > 0;
    },

    async getCourse(id: string) {
      const [row] = await db
        .select({
          id: collections.id,
          title: collections.title,
          isPriced: collections.isPriced,
          priceCents: collections.priceCents,
          currency: collections.currency,
        })
        .from(collections)
        .where(eq(collections.id, id));
      return row ?? null;
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
