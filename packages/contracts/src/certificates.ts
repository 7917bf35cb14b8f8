import { z } from 'zod';
import { contentIdSchema } from './content';

/** A certificate id: random, url-safe, the public verification address. */
export const certificateIdSchema = z
  .string()
  .min(16, 'A certificate id is at least 16 characters long.')
  .max(64, 'A certificate id is at most 64 characters long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'A certificate id uses letters, digits, dashes and underscores.');

export const certificateKindSchema = z.enum(['course', 'path', 'project']);
/** What a learner claims a certificate for: a finished course, path or project. */
export const claimableKindSchema = z.enum(['course', 'path', 'project']);

export const certificateStatusSchema = z.object({
  state: z.enum(['valid', 'revoked']),
  revoked_at: z.string().nullable(),
  reason: z.string().nullable(),
});

/** What anyone sees at /certificates/{id}. */
export const certificateVerificationSchema = z.object({
  id: z.string(),
  holder_name: z.string(),
  kind: certificateKindSchema,
  item_id: z.string(),
  item_title: z.string(),
  issued_at: z.string(),
  status: certificateStatusSchema,
  verification_url: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** The owner's view: also whether it is hidden and how it was earned. */
export const myCertificateSchema = certificateVerificationSchema.extend({
  hidden: z.boolean(),
  earned_by: z.enum(['plan', 'purchase']),
  linkedin_url: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export const myCertificatesReplySchema = z.object({ items: z.array(myCertificateSchema) });

export const claimCertificateBodySchema = z.object({
  kind: claimableKindSchema,
  item_id: contentIdSchema,
});

export const certificateOfferQuerySchema = z.object({
  kind: claimableKindSchema.default('course'),
  item_id: contentIdSchema,
});

/**
 * What the course page offers: the certificate if it exists, a claim when the plan includes it,
 * else the price of the certificate-purchase checkout (courses only).
 */
export const certificateOfferSchema = z.object({
  completed: z.boolean(),
  certificate_id: z.string().nullable(),
  included_in_plan: z.boolean(),
  /** In cents, USD; null when the item cannot be bought (a path). */
  price_cents: z.number().int().nullable(),
});
export type CertificateOffer = z.infer<typeof certificateOfferSchema>;

export const hideCertificateBodySchema = z.object({ hidden: z.boolean() });
export const revokeCertificateBodySchema = z.object({
  reason: z.string().trim().min(1, 'Say why this certificate is revoked.').max(500),
});
