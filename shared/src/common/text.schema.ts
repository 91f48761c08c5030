import * as z from 'zod/mini';

/**
 * The one base rule of every string a client sends (body, query, path and header fields): what
 * text may hold. PostgreSQL refuses NUL in text and text that is not UTF-8 (a lone surrogate
 * cannot be encoded); other control characters break the one-line fields that print, export and
 * log them. Build every request string on {@link LineTextSchema} or {@link MultilineTextSchema};
 * a guard test walks the whole contract for strings without either (ADR 035).
 */

/** Any C0 control, DEL, or a lone surrogate (`u` mode matches an unpaired half as `\p{Cs}`). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_LINE_TEXT = /[\u0000-\u001F\u007F]|\p{Cs}/u;
/** The same, less tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_MULTILINE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/**
 * The code the refused text's issue carries: the catalogue's text in Thai and English becomes the
 * issue's message (see `contractIssueMessage`).
 */
export const TEXT_CHARACTER_ISSUE = { code: 'TEXT_CONTROL_CHARACTER' } as const;

/** The check of one-line text: no C0 control character, no DEL, no lone surrogate. */
export const lineTextCheck = z.refine<string>((value) => !NOT_LINE_TEXT.test(value), {
  params: TEXT_CHARACTER_ISSUE,
});
/** The check of multi-line text: as one-line text, but tab, LF and CR are allowed. */
export const multilineTextCheck = z.refine<string>((value) => !NOT_MULTILINE_TEXT.test(value), {
  params: TEXT_CHARACTER_ISSUE,
});

/** A one-line text field of a request: names, codes, ids, search words, numbers as text. */
export const LineTextSchema = z.string().check(lineTextCheck);
/** A text field of a request that may hold line breaks and tabs: remarks, messages, page bodies. */
export const MultilineTextSchema = z.string().check(multilineTextCheck);

/** Whether a string schema carries one of the two text checks. */
export const carriesTextRule = (schema: z.core.$ZodType): boolean =>
  (schema._zod.def.checks ?? []).some(
    (check) => check === lineTextCheck || check === multilineTextCheck,
  );
