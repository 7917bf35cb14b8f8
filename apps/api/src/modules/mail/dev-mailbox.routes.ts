import { apiRoutes } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { DomainError, STATUS } from '@learnbox/domain';
import type { AppInstance } from '../../platform/http/app-instance';
import { registerRoute } from '../../platform/http/register-route';
import { createDevMailbox } from './dev-mailbox';

/**
 * GET /api/dev/mailbox: the outbox as a mailbox, newest first, for /dev/mailbox. Only on a set-up
 * bound to loopback with a loopback origin (isDevMailboxOn): it shows every reset link.
 */
export function registerDevMailboxRoutes(app: AppInstance, db: Database, enabled: boolean): void {
  const mailbox = createDevMailbox(db);
  registerRoute(app, apiRoutes.system.devMailbox, async (_request, reply) => {
    if (!enabled)
      throw new DomainError(
        'The development mailbox is off: it is only served on a set-up bound to loopback, with no SMTP configured.',
        STATUS.NOT_FOUND,
      );
    reply.header('cache-control', 'no-store');
    return mailbox.recent();
  });
}
