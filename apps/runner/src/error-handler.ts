import { BODY_TOO_LARGE_TEXT, type ErrorReply } from '@learnbox/contracts/errors';
import { isDomainError } from '@learnbox/domain/errors/domain-error';
import { EXECUTION_MESSAGES } from '@learnbox/domain/errors/messages';
import { STATUS } from '@learnbox/domain/errors/status';
import { REQUEST_MESSAGES } from '@learnbox/domain/http/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * Every error leaves as `{ errorText }` with a status of spec section 8: a person-readable sentence
 * for anything the caller got wrong (400), the domain's status for domain errors (401, 429, 511),
 * and a bare 500 without internals for our own faults, which are logged instead.
 */

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_MESSAGES.SEND_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE_TEXT,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_MESSAGES.EMPTY_BODY,
};

function validationSentence(issues: { instancePath: string; keyword: string; message?: string }[]): string {
  const first = issues[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  if (!field && first?.keyword === 'invalid_type') return REQUEST_MESSAGES.NOT_AN_OBJECT;
  const message = (first?.message ?? 'invalid').replace(/([^.])$/, '$1.');
  return field ? `The field "${field}" is invalid: ${message}` : message;
}

export function runnerErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const send = (status: number, errorText: string) =>
    reply.status(status).send({ errorText } satisfies ErrorReply);
  if (isDomainError(error)) return send(error.status, error.message);
  if (hasZodFastifySchemaValidationErrors(error))
    return send(STATUS.OPERATION_NOT_ALLOWED, validationSentence(error.validation));
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return send(STATUS.OPERATION_NOT_ALLOWED, CLIENT_ERRORS[error.code] ?? REQUEST_MESSAGES.INVALID_JSON);
  }
  request.log.error({ err: error }, 'run failed');
  return send(STATUS.SERVER_ERROR, EXECUTION_MESSAGES.DEFAULT_ERROR);
}
