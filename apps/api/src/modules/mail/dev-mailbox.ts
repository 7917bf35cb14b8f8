import type { Database } from '@learnbox/db';
import { createMailRepository } from '../../platform/mail/mail.repository';

/** The outbox read as a mailbox: the newest hundred mails, as GET /api/dev/mailbox answers them. */
export function createDevMailbox(db: Database) {
  const repository = createMailRepository(db);
  return {
    async recent() {
      const rows = await repository.listRecent(100);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          kind: row.kind,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
