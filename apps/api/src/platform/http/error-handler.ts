import { BODY_TOO_LARGE_STATUS, BODY_TOO_LARGE_TEXT, type ErrorReply } from '@learnbox/contracts';
import { isDomainError, REQUEST_MESSAGES, SERVER_ERROR_TEXT } from '@learnbox/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Fastify's own client errors, reworded for people; anything not listed gets a generic 400. */
const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: REQUEST_MESSAGES.INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_MESSAGES.EMPTY_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE_TEXT,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_MESSAGES.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: REQUEST_MESSAGES.CONTENT_LENGTH_MISMATCH,
};

/**
 * Fastify's `frameworkErrors`: router refusals made before any route or error handler runs (a
 * path parameter over `maxParamLength`, a malformed URL) get the same readable 400 instead of
 * Fastify's bare 414 or 400 bodies.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const errorText =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? REQUEST_MESSAGES.ADDRESS_PART_TOO_LONG
      : REQUEST_MESSAGES.ADDRESS_NOT_VALID;
  void reply.status(400).send({ errorText } satisfies ErrorReply);
}

/** Turns every thrown error into the `{ errorText, errors? }` reply; never leaks a stack. */
export function registerErrorHandling(
  app: FastifyInstance,
  /** Told about every unexpected error (a 500): the error-reports module sends it on. */
  onServerError: (error: unknown, request: FastifyRequest) => void = () => undefined,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) {
      const body: ErrorReply = { errorText: error.message };
      if (error.errors) body.errors = { ...error.errors };
      // Rate limits (platform/rate-limit/rate-limiter.ts) say when to come back.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        errors[field] ??= issue.message ?? 'is invalid';
      }
      const where = error.validationContext === 'body' ? 'request' : error.validationContext;
      return reply
        .status(400)
        .send({ errorText: `Some fields of the ${where} are missing or invalid.`, errors });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // The spec's status map has no 415: a body of another type is "operation not allowed" (400).
      // A body over the limit keeps HTTP's 413, the answer the web's forwarder gives for it too
      // (it refuses such bodies before they reach the api).
      const errorText = FRAMEWORK_ERRORS[error.code] ?? REQUEST_MESSAGES.NOT_UNDERSTOOD;
      const answer = status === 413 ? BODY_TOO_LARGE_STATUS : status === 415 ? 400 : status;
      return reply.status(answer).send({ errorText });
    }
    request.log.error({ err: error }, 'unhandled error');
    onServerError(error, request);
    return reply.status(500).send({ errorText: SERVER_ERROR_TEXT });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ errorText: `There is no ${request.method} ${request.url.split('?')[0]} here.` });
  });
}
