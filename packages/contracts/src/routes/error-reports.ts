import { errorGroupListSchema, errorTunnelReplySchema } from '../error-reports';
import { defineRoute } from './define-route';

export const errorReportsRoutes = {
  /**
   * The browser SDK's `tunnel`: a Sentry envelope (text, one JSON header line then item lines),
   * filtered (spec section 5), stored and forwarded to SENTRY_DSN when configured.
   */
  tunnel: defineRoute({
    method: 'POST',
    path: '/api/errors/tunnel',
    tags: ['errors'],
    summary: 'Sentry envelope tunnel: stores error events and forwards them when configured',
    reply: errorTunnelReplySchema,
    errors: [400, 429],
  }),
  staffList: defineRoute({
    method: 'GET',
    path: '/api/staff/errors',
    tags: ['errors', 'staff'],
    summary: 'Error reports grouped by fingerprint, most recent first (staff only)',
    reply: errorGroupListSchema,
    errors: [401, 404],
  }),
};
