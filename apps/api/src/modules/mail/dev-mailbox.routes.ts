import { apiRoutes } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { DomainError, STATUS } from '@learnbox/domain';
import type { AppInstance } from '../../http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createMailRepository } from './mail.repository';

/**
 * GET /api/dev/mailbox: the outbox as a mailbox, newest first, for /dev/mailbox. Only on a set-up
 * bound to loopback with a loopback origin (isDevMailboxOn): it shows every reset link.
 */
export function registerDevMailboxRoutes(app: AppInstance, db: Database, enabled: boolean): void {
  const repository = createMailRepository(db);
  registerRoute(app, apiRoutes.system.devMailbox, async (_request, reply) => {
    if (!enabled)
      throw new DomainError(
        'The development mailbox is off: it is only served on a set-up bound to loopback, with no SMTP configured.',
        STATUS.NOT_FOUND,
      );
    reply.header('cache-control', 'no-store');
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
  });
}
