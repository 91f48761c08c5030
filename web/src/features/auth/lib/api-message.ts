// The text shown for a failed sign-in call: the server's `Message` as it is, else the catalogue
// text of its `Code`, else the generic text.
import { formatErrorMessage, isErrorCode, type ErrorParams } from '@eorder/shared';
import type { ApiResult } from '@/lib/api';
import { getCurrentLang, translate } from '@/lib/i18n';

function bodyMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const message = (data as { Message?: unknown }).Message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export function failureMessage(result: ApiResult<unknown>, params: ErrorParams = {}): string | null {
  if (result.ok) return null;
  if (result.error.kind === 'aborted') return null;
  const fromBody = result.error.kind === 'http' ? bodyMessage(result.data) : null;
  if (fromBody) return fromBody;
  const code = result.error.code;
  if (code && isErrorCode(code)) return formatErrorMessage(code, getCurrentLang(), params);
  return translate('errors:somethingWentWrong');
}

/** The error `Code` of a failed call, when the server sent one. */
export function failureCode(result: ApiResult<unknown>): string | null {
  return result.ok ? null : (result.error.code ?? null);
}
