// Errors of the LINE flows, answered with the shared error body. Codes the
// shared catalogue lacks are kept here.
// TODO(contract): move LINE_ERROR_CODES into @eorder/shared `src/errors/error-codes.ts`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@eorder/shared';
import { requestLocale } from '../../plugins/errors.js';

export const LINE_ERROR_CODES = {
  LINE_NOT_CONFIGURED: {
    status: 503,
    th: 'ยังไม่ได้ตั้งค่าการเชื่อมต่อ LINE สำหรับเว็บไซต์นี้',
    en: 'LINE is not set up for this site.',
  },
  LINE_PLATFORM_UNAVAILABLE: {
    status: 502,
    th: 'ไม่สามารถเชื่อมต่อ LINE ได้ กรุณาลองใหม่อีกครั้ง',
    en: 'LINE cannot be reached. Please try again.',
  },
  LINE_SIGNATURE_INVALID: {
    status: 401,
    th: 'ลายเซ็นของข้อความจาก LINE ไม่ถูกต้อง',
    en: 'The LINE signature is not valid.',
  },
  LINE_REGISTRATION_EXPIRED: {
    status: 400,
    th: 'การสมัครสมาชิกด้วย LINE หมดเวลาแล้ว กรุณาเข้าสู่ระบบด้วย LINE อีกครั้ง',
    en: 'The LINE sign-up has expired. Please sign in with LINE again.',
  },
  /** The specification's text for a LINE logout whose call did not answer 200. */
  LINE_LOGOUT_FAILED: {
    status: 502,
    th: 'เกิดข้อผิดพลาด',
    en: 'Error occured',
  },
} as const;

export type LineErrorCode = keyof typeof LINE_ERROR_CODES | ErrorCode;

const definitionOf = (code: LineErrorCode) =>
  (LINE_ERROR_CODES as Record<string, { status: number; th: string; en: string }>)[code] ??
  ERROR_CODES[code as ErrorCode];

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
