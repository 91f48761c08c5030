// One error type and one handler: every failure of the bff itself reaches the
// browser as the specification's error body (`Message`, `IsExceptionHandler`),
// translated by the request's Accept-Language, never with a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type Locale,
} from '@eorder/shared';
import { resolveLocale } from '@eorder/shared/server';

/** Codes only the bff answers; the shared catalogue holds everything else. */
export const BFF_ERROR_CODES = {
  UPSTREAM_TIMEOUT: {
    status: 504,
    th: 'ระบบสั่งซื้อตอบกลับช้าเกินไป กรุณาลองใหม่อีกครั้ง',
    en: 'The ordering service took too long to answer. Please try again.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    th: 'ไม่รองรับรูปแบบข้อมูลที่ส่งมา',
    en: 'The content type of the request is not supported.',
  },
} as const;

export type BffErrorCode = ErrorCode | keyof typeof BFF_ERROR_CODES;

const CATALOGUE: Record<string, { status: number; th: string; en: string }> = {
  ...ERROR_CODES,
  ...BFF_ERROR_CODES,
};

function definitionOf(code: BffErrorCode): { status: number; th: string; en: string } {
  const definition = CATALOGUE[code];
  if (!definition) throw new Error(`unknown error code ${code}`);
  return definition;
}

/** The HTTP status an error code is answered with. */
export const statusOf = (code: BffErrorCode): number => definitionOf(code).status;

export interface ValidationIssue {
  path: string;
  message: string;
}

/** The translated error body of a code. */
export function errorBody(
  code: BffErrorCode,
  locale: Locale,
  errors?: ValidationIssue[],
): ErrorBody {
  const definition = definitionOf(code);
  return {
    Message: definition[locale],
    IsExceptionHandler: true,
    Code: code,
    StatusCode: definition.status,
    ...(errors && errors.length > 0 ? { Errors: errors } : {}),
  };
}

export class BffError extends Error {
  readonly code: BffErrorCode;
  readonly statusCode: number;
  readonly errors: ValidationIssue[] | undefined;

  constructor(code: BffErrorCode, options: { errors?: ValidationIssue[]; cause?: unknown } = {}) {
    super(`${code}: ${definitionOf(code).en}`, { cause: options.cause });
    this.name = 'BffError';
    this.code = code;
    this.statusCode = definitionOf(code).status;
    this.errors = options.errors;
  }
}

export const requestLocale = (request: FastifyRequest): Locale =>
  resolveLocale(request.headers['accept-language']);

/** Sends the error body of `code`; usable from hooks, handlers and the proxy alike. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: BffErrorCode,
  errors?: ValidationIssue[],
): FastifyReply {
  const body = errorBody(code, requestLocale(request), errors);
  // A refused upload may still be arriving: end the connection after the
  // answer instead of reading what nobody will use.
  if (body.StatusCode === 413) reply.header('connection', 'close');
  return reply
    .code(body.StatusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(body));
}

/** Maps what Fastify itself throws (body too large, bad JSON, ...) to a catalogue code. */
function codeOfFrameworkError(error: FastifyError): BffErrorCode {
  switch (error.statusCode) {
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? 'VALIDATION_FAILED'
        : 'INTERNAL';
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BffError) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      return sendError(request, reply, error.code, error.errors);
    }
    if (error.validation) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'invalid',
      }));
      return sendError(request, reply, 'VALIDATION_FAILED', issues);
    }
    const code = codeOfFrameworkError(error);
    if (code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code, statusCode: error.statusCode }, error.message);
    return sendError(request, reply, code);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
}
