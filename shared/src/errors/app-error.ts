import { ERROR_CODES, type ErrorCode } from './error-codes.js';
import type { ValidationIssue } from './errors.schema.js';
import type { ErrorParams } from './format-error-message.js';

/**
 * An error that carries a catalogue code. Servers throw it and one handler turns it into the
 * error body in the request's locale; the message here is English and only for logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams;
  readonly errors: ValidationIssue[] | undefined;

  constructor(
    code: ErrorCode,
    params: ErrorParams = {},
    options: { errors?: ValidationIssue[]; cause?: unknown } = {},
  ) {
    super(`${code}: ${ERROR_CODES[code].en}`, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.params = params;
    this.errors = options.errors;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
