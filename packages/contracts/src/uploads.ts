import { z } from 'zod';

/** Image uploads (issue 14 "Images and drawings"; spec section 7 "Content"). */

/** The works an image can belong to. A lesson uses its course's collaborators. */
export const uploadWorkKindSchema = z.enum(['course', 'lesson', 'shot']);
export type UploadWorkKind = z.infer<typeof uploadWorkKindSchema>;

/** GET …/image/upload/url: where to POST the file, valid until `expires_at`. */
export const uploadUrlReplySchema = z.object({
  /** Same-origin `/api/uploads?...`, signed for this user and work. */
  upload_url: z.string(),
  expires_at: z.iso.datetime(),
});
export type UploadUrlReply = z.infer<typeof uploadUrlReplySchema>;

/**
 * The signed upload link's query. Strings only: a link that does not verify gets the link's own
 * 403 sentence from the use case, not a schema message about one of its parts.
 */
export const uploadLinkQuerySchema = z.object({
  kind: z.string().max(20).default(''),
  id: z.string().max(200).default(''),
  expires: z.string().max(20).default(''),
  signature: z.string().max(200).default(''),
});

/** The POST to an upload link answers the stored image. */
export const uploadedImageSchema = z.object({
  /** `/api/uploads/{key}`. */
  url: z.string(),
  content_type: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** A stored upload's key: 32 hex characters and the type's extension (we make them, never the sender). */
export const uploadKeySchema = z
  .string()
  .max(40)
  .regex(/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/, 'An image key is 32 hex characters and an extension.');
