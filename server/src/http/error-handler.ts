import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../../../shared/errors';
import { ApiError, errorBody } from './api-error';
import { scrubText } from './log-scrub';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

/** 4xx statuses with a code of their own; other client errors are VALIDATION_ERROR. */
const STATUS_CODE_ERRORS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
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
  const byStatus = error.statusCode ? STATUS_CODE_ERRORS[error.statusCode] : undefined;
  if (byStatus) return { status: error.statusCode!, code: byStatus };
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
    else request.log.info({ code, reason: scrubText(error.message) }, 'request rejected');
    return reply.status(status).send(errorBody(code, message));
  });
}

/**
 * Errors Fastify raises before a route runs (a URL it cannot decode, a path parameter over the
 * length limit): the same envelope as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'URI_TOO_LONG'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'BAD_URL'
        : 'VALIDATION_ERROR';
  return reply.status(ERROR_CATALOGUE[code].status).send(errorBody(code));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed
 * request line or header): answered in the envelope, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A connection that sent no whole request in time is closed without an answer: browsers open
  // connections ahead of use, and a 408 written there would be read as the answer to their next
  // request on it.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.destroy();
    return;
  }
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'HPE_INVALID_URL'
        ? 'BAD_URL'
        : 'VALIDATION_ERROR';
  const status = ERROR_CATALOGUE[code].status;
  const body = JSON.stringify(
    errorBody(code, code === 'VALIDATION_ERROR' ? 'The request could not be read.' : undefined),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
