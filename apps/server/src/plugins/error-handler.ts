import type { ErrorCode } from '@reelwright/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error';
import { failure } from '../http/envelope';
import { isLocalRequest } from '../http/local-request';
import { describeValidationIssues } from '../http/validation-message';
import { apiHeaders } from './response-headers';

type Mapped = { status: number; code: ErrorCode; message: string };

const byFastifyCode: Record<string, (error: FastifyError, bodyLimit: number) => Mapped> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, bodyLimit) => ({
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: `The request body is larger than the ${formatBytes(bodyLimit)} limit.`,
  }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here; send JSON (application/json).',
  }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'The Content-Length header does not match the body.',
  }),
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`%E0%A4%A`) or a path parameter over the
 * router's length limit is refused before any route, hook or error handler runs; this gives
 * those answers the envelope and the API's headers too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.headers(apiHeaders).header('x-request-id', request.id);
  if (isLocalRequest(request)) void reply.removeHeader('strict-transport-security');
  return reply
    .status(tooLong ? 414 : 400)
    .send(
      failure(
        'VALIDATION_FAILED',
        tooLong
          ? 'A part of the address is too long.'
          : 'The address is not valid: it has a malformed %-escape.',
      ),
    );
}

/** Every error leaves the server as `{ success: false, error, code }`; internals are only logged. */
async function errorHandler(app: FastifyInstance) {
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let mapped: Mapped;
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      mapped = { status: error.statusCode, code: error.code, message: error.message };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      mapped = {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: describeValidationIssues(error.validationContext, error.validation),
      };
    } else if (error.code !== undefined && byFastifyCode[error.code]) {
      mapped = byFastifyCode[error.code]!(error, bodyLimit);
    } else if (
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own client errors (for example a malformed URL) carry safe messages.
      mapped = {
        status: error.statusCode,
        code: codeByStatus[error.statusCode] ?? 'VALIDATION_FAILED',
        message: error.message,
      };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      mapped = {
        status: 500,
        code: 'INTERNAL',
        message: `Something went wrong on our side. Please try again; if it keeps happening, contact support and quote request id ${request.id}.`,
      };
    }
    if (mapped.status < 500)
      request.log.info({ code: mapped.code, status: mapped.status }, mapped.message);
    return reply.status(mapped.status).send(failure(mapped.code, mapped.message));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
