import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../../shared/errors';
import { ApiError, errorBody } from './api-error';
import { scrubUrl } from './log-scrub';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

function classify(error: FastifyError): { status: number; code: ErrorCode; message?: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = error.validationContext ?? 'request';
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || where;
    return { status: 400, code: 'VALIDATION_ERROR', message: `Invalid ${field}: ${first?.message ?? 'invalid value'}` };
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped === 'PAYLOAD_TOO_LARGE') return { status: 413, code: mapped };
  if (mapped === 'UNSUPPORTED_MEDIA_TYPE') return { status: 415, code: mapped };
  if (mapped) return { status: mapped === 'NOT_FOUND' ? 404 : 400, code: mapped };
  if (error.statusCode === 429) return { status: 429, code: 'RATE_LIMITED' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, code: 'VALIDATION_ERROR', message: error.message };
  }
  return { status: 500, code: 'INTERNAL_ERROR' };
}

/** Every error leaves the API in the `{ detail: { code, message } }` envelope; bad input never becomes a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.toBody());
    }
    const { status, code, message } = classify(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, reason: scrubUrl(error.message) }, 'request rejected');
    return reply.status(status).send(errorBody(code, message));
  });
}
