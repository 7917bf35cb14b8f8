import { EXECUTION_MESSAGES } from '../errors/messages';

/** What any request may be answered, whatever the feature: refused input, our faults, an unreachable service. */

/** Text PostgreSQL cannot store (a NUL, a lone surrogate), refused by the api's input guard. */
export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains a character that is not allowed (a NUL byte or a broken Unicode character).';

export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

export const SERVER_ERROR_TEXT = 'Something went wrong on our side. Please try again.';

/** Reply when the api cannot be reached, in the api's own error shape (DESIGN.md section 5.4). */
export const API_UNREACHABLE_TEXT = 'The service is not reachable right now. Please try again in a moment.';

export const NETWORK_ERROR_TEXT = 'We could not reach Learnbox. Check your connection and try again.';

/** An error reply without a sentence of its own (spec section 8 default message). */
export const FALLBACK_ERROR_TEXT = EXECUTION_MESSAGES.DEFAULT_ERROR;

/** A request the api cannot read: Fastify's own refusals and the router's, reworded for people. */
export const REQUEST_MESSAGES = {
  INVALID_JSON: 'The request body is not valid JSON.',
  EMPTY_JSON: 'The request body is empty, but JSON was announced.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  CONTENT_LENGTH_MISMATCH: 'The request body does not match its Content-Length.',
  NOT_UNDERSTOOD: 'The request could not be understood.',
  ADDRESS_PART_TOO_LONG: 'A part of this address is too long.',
  ADDRESS_NOT_VALID: 'This address is not valid.',
  // The runner's wording, for programs that call it directly.
  SEND_JSON: 'Send the request body as JSON (Content-Type: application/json).',
  EMPTY_BODY: 'The request body is empty; send a JSON object.',
  NOT_AN_OBJECT: 'The request body must be a JSON object.',
} as const;
