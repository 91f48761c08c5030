// Request validation with the shared zod schemas; each issue keeps its message in Thai and English
// so the error handler can answer in the caller's language.
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { z } from 'zod';
import { contractIssueMessage } from '@eorder/shared';

// The shared schemas are zod/mini, which has no texts of its own: set the English ones (answers in
// English) here, rather than count on classic zod setting them when it builds its first schema.
z.config(z.locales.en());
const thai = z.locales.th();
// The contract's own checks (the text rule, ADR 035) carry a catalogue code with its two texts.
const inEnglish = { error: contractIssueMessage('en') };
const inThai = {
  error: (issue: Parameters<typeof thai.localeError>[0]) =>
    contractIssueMessage('th')(issue) ?? thai.localeError(issue),
};

/** What the error handler reads from each validation issue. */
export interface TranslatedValidationError extends FastifySchemaValidationError {
  params: { th: string };
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, inEnglish);
    if (result.success) return { value: result.data };
    // Failures are rare: a second parse with the Thai messages costs nothing that matters.
    const thaiResult = safeParse(schema, data, inThai);
    const thaiIssues = thaiResult.success ? [] : thaiResult.error.issues;
    const error: TranslatedValidationError[] = result.error.issues.map((issue, index) => {
      const path = issue.path.map(String);
      return {
        keyword: issue.code,
        instancePath: path.length > 0 ? `/${path.join('/')}` : '',
        schemaPath: `#/${path.join('/')}`,
        message: issue.message,
        params: { th: thaiIssues[index]?.message ?? issue.message },
      };
    });
    return { error };
  };
