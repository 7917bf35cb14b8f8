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

/**
 * The largest body of an image upload (POST /api/uploads): the domain's UPLOAD_MAX_BYTES (5 MiB)
 * plus room for the multipart envelope. Only that route reads more than API_BODY_LIMIT_BYTES.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 5 * 1024 * 1024 + 64 * 1024;

/** The body limit of one request: the upload route's, else the api's. */
export function bodyLimitFor(method: string, pathname: string): number {
  return method === 'POST' && pathname === '/api/uploads' ? UPLOAD_BODY_LIMIT_BYTES : API_BODY_LIMIT_BYTES;
}
