import type * as z from 'zod/mini';
import { isErrorCode } from './error-codes.js';
import { formatErrorMessage } from './format-error-message.js';

/**
 * The message of a contract's own validation issue in a locale: a check that carries a catalogue
 * code in its params (`{ params: { code: 'TEXT_CONTROL_CHARACTER' } }`) is answered with that
 * code's text. Other issues give undefined, so zod's own (locale) texts apply. Pass it as the
 * `error` option of a parse.
 */
export const contractIssueMessage =
  (locale: string) =>
  (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.code !== 'custom') return undefined;
    const code: unknown = issue.params?.code;
    return isErrorCode(code) ? formatErrorMessage(code, locale) : undefined;
  };
