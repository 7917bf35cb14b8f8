import { healthReplySchema } from '../health';
import { devMailboxReplySchema } from '../userdata';
import { defineRoute } from './define-route';

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    tags: ['system'],
    summary: 'Liveness and database check',
    reply: healthReplySchema,
  }),
  /** Only on a set-up bound to loopback (isDevMailboxOn): it shows every reset link. */
  devMailbox: defineRoute({
    method: 'GET',
    path: '/api/dev/mailbox',
    tags: ['dev'],
    reply: devMailboxReplySchema,
    errors: [404],
  }),
};
