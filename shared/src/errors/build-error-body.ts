import { ERROR_CODES, type ErrorCode } from './error-codes.js';
import type { ErrorBody, ValidationIssue } from './errors.schema.js';
import { formatErrorMessage, type ErrorParams } from './format-error-message.js';

/** The error body for a code, translated, ready to send with `ERROR_CODES[code].status`. */
export function buildErrorBody(
  code: ErrorCode,
  locale: string,
  params: ErrorParams = {},
  errors?: ValidationIssue[],
): ErrorBody {
  return {
    Message: formatErrorMessage(code, locale, params),
    IsExceptionHandler: true,
    Code: code,
    StatusCode: ERROR_CODES[code].status,
    ...(errors && errors.length > 0 ? { Errors: errors } : {}),
  };
}
