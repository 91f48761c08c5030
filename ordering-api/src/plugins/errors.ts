// One handler turns every error into the conventions' error body in the request's language; no
// stack trace or internal message leaves the server (decision 001).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import {
  AppError,
  buildErrorBody,
  isAppError,
  type ErrorBody,
  type ErrorCode,
  type Locale,
  type ValidationIssue,
} from '@eorder/shared';
import { resolveLocale } from '@eorder/shared/server';
import { isDataException, sqlState } from '../db/sql-state';

export { AppError, isAppError };

export function requestLocale(request: FastifyRequest): Locale {
  return resolveLocale(request.headers['accept-language']);
}

interface SchemaValidationItem {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field problems as `{ path: 'body.MobileNo', message }`, in the caller's language when known. */
function validationIssues(
  items: readonly SchemaValidationItem[],
  context: string | undefined,
  locale: Locale,
): ValidationIssue[] {
  return items.map((item) => {
    const inner = (item.instancePath ?? '').split('/').filter(Boolean).join('.');
    const path = [context, inner].filter(Boolean).join('.');
    const translated = locale === 'th' ? item.params?.th : undefined;
    return {
      path: path || (context ?? ''),
      message: typeof translated === 'string' ? translated : (item.message ?? ''),
    };
  });
}

/** The catalogue code for an HTTP status that came without one (Fastify's own errors). */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'AUTH_REQUIRED';
    case 403:
      return 'AUTH_FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'MAINTENANCE';
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
  }
}

function sendErrorBody(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  // Sent as a ready string: the route's answer schema describes its success only.
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ ...body, StatusCode: status }));
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: { params?: AppError['params']; errors?: ValidationIssue[]; status?: number } = {},
): FastifyReply {
  const body = buildErrorBody(code, requestLocale(request), options.params, options.errors);
  return sendErrorBody(reply, options.status ?? body.StatusCode, body);
}

const PLAIN_ERROR_MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty but the content type is application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body',
  FST_ERR_CTP_INVALID_PARSE_TYPE: 'The body cannot be read',
};

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);

  if (isAppError(error)) {
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, error.code, {
      params: error.params,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }

  if (isDataException(error)) {
    // The database refused a value the contract let through (ADR 035): the caller's input, so a
    // 400 without the database's text; logged as a warning, since the contract should have said no.
    request.log.warn({ err: error, sqlState: sqlState(error) }, 'the database refused an input');
    return sendError(request, reply, 'VALIDATION_FAILED', { status: 400 });
  }

  if (error instanceof ResponseSerializationError) {
    // The server broke its own contract: a bug, never the caller's fault.
    request.log.error(
      { err: error, issues: error.cause.issues },
      'answer does not match its schema',
    );
    return sendError(request, reply, 'INTERNAL');
  }

  const fastifyError = error as Partial<FastifyError> | null;
  const status =
    typeof fastifyError?.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 600
      ? fastifyError.statusCode
      : 500;

  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, codeForStatus(status), { status });
  }

  if (Array.isArray(fastifyError?.validation)) {
    return sendError(request, reply, 'VALIDATION_FAILED', {
      status: 400,
      errors: validationIssues(fastifyError.validation, fastifyError.validationContext, locale),
    });
  }

  const errorCode = fastifyError?.code ?? '';
  const plain = PLAIN_ERROR_MESSAGES[errorCode];
  if (plain) {
    const path = errorCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content-type' : 'body';
    return sendError(request, reply, 'VALIDATION_FAILED', {
      status,
      errors: [{ path, message: plain }],
    });
  }
  // A JSON body that does not parse reaches here as a SyntaxError with status 400.
  if (error instanceof SyntaxError) {
    return sendError(request, reply, 'VALIDATION_FAILED', {
      status,
      errors: [{ path: 'body', message: 'The body is not valid JSON' }],
    });
  }

  request.log.info({ err: error, statusCode: status }, 'request rejected');
  return sendError(request, reply, codeForStatus(status), { status });
}

export const errorsPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
    done();
  },
  { name: 'errors' },
);
