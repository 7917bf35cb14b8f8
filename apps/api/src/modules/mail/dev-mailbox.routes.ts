import { devMailboxReplySchema, errorReplySchema } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { DomainError, STATUS } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { createDevMailbox } from './dev-mailbox';

/**
 * GET /api/dev/mailbox: the outbox as a mailbox, newest first, for /dev/mailbox. Only on a set-up
 * bound to loopback with a loopback origin (isDevMailboxOn): it shows every reset link.
 */
export function registerDevMailboxRoutes(app: AppInstance, db: Database, enabled: boolean): void {
  const mailbox = createDevMailbox(db);
  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['dev'], response: { 200: devMailboxReplySchema, 404: errorReplySchema } } },
    async (_request, reply) => {
      if (!enabled)
        throw new DomainError(
          'The development mailbox is off: it is only served on a set-up bound to loopback, with no SMTP configured.',
          STATUS.NOT_FOUND,
        );
      reply.header('cache-control', 'no-store');
      return mailbox.recent();
    },
  );
}
