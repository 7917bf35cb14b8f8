import { z } from 'zod';

/**
 * Every error reply of the api: a sentence a person understands, plus per-field messages
 * when the request body failed validation (spec section 8 "Error text extraction").
 */
export const errorReplySchema = z.object({
  errorText: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/**
 * The largest request body the api reads (far above any JSON body the product sends). The web's
 * `/api/*` forwarder refuses bigger ones itself, with the api's status and sentence.
 */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_STATUS = 413;
export const BODY_TOO_LARGE_TEXT = 'The request body is too large.';
