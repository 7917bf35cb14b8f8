import { z } from 'zod';

/** One flag as staff see it on /staff/flags: its level, and who last changed it and when. */
export const featureFlagSchema = z.object({
  name: z.string(),
  rolloutLevel: z.number().int().min(0).max(4),
  description: z.string(),
  updatedAt: z.string(),
  updatedByEmail: z.string().nullable(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** One level change of the audit. */
export const featureFlagChangeSchema = z.object({
  flagName: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  changedByEmail: z.string(),
  changedAt: z.string(),
});
export type FeatureFlagChange = z.infer<typeof featureFlagChangeSchema>;

export const staffFeatureFlagListSchema = z.object({
  flags: z.array(featureFlagSchema),
  changes: z.array(featureFlagChangeSchema),
});

/**
 * The flags as evaluated for the caller: on or off for them, nothing else. A learner never sees a
 * level, so a staff-only (level 3) rollout reads the same as a disabled one.
 */
export const evaluatedFeatureFlagsSchema = z.object({ flags: z.record(z.string(), z.boolean()) });
export type EvaluatedFeatureFlags = z.infer<typeof evaluatedFeatureFlagsSchema>;

export const flagNameParamsSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_]+$/, 'A flag name has lower-case letters, digits and underscores only.'),
});

export const setFlagLevelBodySchema = z.object({
  level: z
    .number({ error: 'Choose a rollout level from 0 to 4.' })
    .int('Choose a rollout level from 0 to 4.')
    .min(0, 'Choose a rollout level from 0 to 4.')
    .max(4, 'Choose a rollout level from 0 to 4.'),
});
