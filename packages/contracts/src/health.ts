import { z } from 'zod';

export const healthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
