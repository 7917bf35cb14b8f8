import { randomBytes } from 'node:crypto';
import { and, certificates, type Database, desc, eq, users } from '@learnbox/db';
import type { CertificateEarnedBy, CertificateKind } from '@learnbox/domain';

export type CertificateRow = typeof certificates.$inferSelect;

export interface NewCertificate {
  userId: string;
  holderName: string;
  kind: CertificateKind;
  itemId: string;
  itemTitle: string;
  earnedBy: CertificateEarnedBy;
  transactionId?: string | null;
}

/** 144 random bits, url-safe: the id is the public address, so it must not be guessable. */
const newCertificateId = () => randomBytes(18).toString('base64url');

export function createCertificatesRepository(db: Database) {
  async function findFor(userId: string, kind: CertificateKind, itemId: string) {
    const rows = await db
      .select()
      .from(certificates)
      .where(
        and(eq(certificates.userId, userId), eq(certificates.kind, kind), eq(certificates.itemId, itemId)),
      )
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    findFor,

    async findById(id: string): Promise<CertificateRow | null> {
      const rows = await db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async listOf(userId: string): Promise<CertificateRow[]> {
      return db
        .select()
        .from(certificates)
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt));
    },

    /**
     * Issues once per learner and item: the unique index turns a second insert (a retried
     * payment, a webhook after the redirect, two clicks) into a no-op, and the existing row wins.
     */
    async issueOnce(input: NewCertificate): Promise<CertificateRow> {
      await db
        .insert(certificates)
        .values({ id: newCertificateId(), ...input, transactionId: input.transactionId ?? null })
        .onConflictDoNothing();
      const row = await findFor(input.userId, input.kind, input.itemId);
      if (!row) throw new Error('The certificate was neither issued nor found.');
      return row;
    },

    async setHidden(id: string, hidden: boolean): Promise<void> {
      await db.update(certificates).set({ hidden }).where(eq(certificates.id, id));
    },

    async revoke(id: string, input: { at: Date; reason: string; by: string }): Promise<void> {
      await db
        .update(certificates)
        .set({ revokedAt: input.at, revokedReason: input.reason, revokedBy: input.by })
        .where(eq(certificates.id, id));
    },

    /** The learner's name as their account holds it now, printed on what is issued today. */
    async holderName(userId: string): Promise<string | null> {
      const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0]?.name ?? null;
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
