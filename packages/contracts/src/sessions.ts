import { z } from 'zod';

/**
 * "Where you're logged in": the signed-in user's own sessions (GET /api/user/sessions) and
 * their revocation. A session is named by its public id; its token never leaves the api.
 */

/** Session ids are the engine's random alphanumerics; anything else is refused before a query. */
export const sessionIdParamsSchema = z.object({
  id: z
    .string()
    .min(1, { error: 'This is not a session id.' })
    .max(64, { error: 'This is not a session id.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This is not a session id.' }),
});

export const userSessionSchema = z.object({
  id: z.string(),
  /** The browser asking: revoking it is a logout. */
  current: z.boolean(),
  /** Readable browser and system, from the user agent ("Firefox 128 on Windows"). */
  device: z.string(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  /** Kept to within a few minutes of the session's last request. */
  last_active_at: z.string(),
  expires_at: z.string(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** Live sessions, the current one first, then the most recently active. */
export const userSessionsReplySchema = z.object({ sessions: z.array(userSessionSchema) });
export type UserSessionsReply = z.infer<typeof userSessionsReplySchema>;

export const revokeSessionReplySchema = z.object({
  status: z.literal(true),
  /** True when the caller revoked its own session and is now logged out. */
  logged_out: z.boolean(),
});
export type RevokeSessionReply = z.infer<typeof revokeSessionReplySchema>;

export const revokeOtherSessionsReplySchema = z.object({
  status: z.literal(true),
  revoked: z.number().int(),
});
export type RevokeOtherSessionsReply = z.infer<typeof revokeOtherSessionsReplySchema>;
