import { z } from 'zod';

/** What the tunnel answers: whether the event was kept (false: filtered out as noise or too large). */
export const errorTunnelReplySchema = z.object({ stored: z.number().int(), dropped: z.number().int() });

/** One group of /staff/errors: every report with the same fingerprint. */
export const errorGroupSchema = z.object({
  fingerprint: z.string(),
  message: z.string(),
  level: z.string(),
  platform: z.string(),
  release: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.string().nullable(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;
export const errorGroupListSchema = z.object({ groups: z.array(errorGroupSchema) });
