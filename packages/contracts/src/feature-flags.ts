import { z } from 'zod';

export const featureFlagSchema = z.object({
  name: z.string(),
  rolloutLevel: z.number().int().min(0).max(4),
  description: z.string(),
});
export const featureFlagListSchema = z.object({ flags: z.array(featureFlagSchema) });
export type FeatureFlag = z.infer<typeof featureFlagSchema>;
