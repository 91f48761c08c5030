// Errors of the LINE flows, answered with the shared error body and the shared catalogue's texts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@eorder/shared';
import { requestLocale } from '../../plugins/errors.js';

export type LineErrorCode = ErrorCode;

const definitionOf = (code: LineErrorCode) => ERROR_CODES[code];

export class LineError extends Error {
  readonly code: LineErrorCode;
  readonly status: number;

  constructor(code: LineErrorCode, options: { cause?: unknown; detail?: string } = {}) {
    super(options.detail ? `${code}: ${options.detail}` : code, { cause: options.cause });
    this.name = 'LineError';
    this.code = code;
    this.status = definitionOf(code).status;
  }
}

export function lineErrorBody(code: LineErrorCode, locale: 'th' | 'en'): ErrorBody {
  const definition = definitionOf(code);
  return {
    Message: definition[locale],
    IsExceptionHandler: true,
    Code: code,
    StatusCode: definition.status,
  };
}

export function sendLineError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: LineErrorCode,
): FastifyReply {
  const body = lineErrorBody(code, requestLocale(request));
  return reply
    .code(body.StatusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(body));
}

/** An error answer of the ordering API passed on to the browser as it came. */
export class UpstreamAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`the ordering API answered ${status}`);
    this.name = 'UpstreamAnswerError';
  }
}
