import { labHostStartSchema } from '@learnbox/contracts';
import { z } from 'zod';

/**
 * What the live host writes down per lab (LABS_STATE_DIR/sessions/<lab>.json) to adopt it after
 * its own restart: the api's start request without the browser's secret, whose SHA-256 is
 * enough to check it again (the secret is random, so the digest reveals nothing usable).
 */
export const labRecordSchema = z.object({
  start: labHostStartSchema.omit({ auth: true }),
  auth_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type LabRecord = z.infer<typeof labRecordSchema>;

export function recordOf(start: LabRecord['start'], authDigest: Buffer): LabRecord {
  return { start, auth_sha256: authDigest.toString('hex') };
}

export function startOf(record: LabRecord): { start: LabRecord['start']; authDigest: Buffer } {
  return { start: record.start, authDigest: Buffer.from(record.auth_sha256, 'hex') };
}
