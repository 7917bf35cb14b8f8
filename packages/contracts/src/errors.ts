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
