// The SQLSTATE of a database error, read through the wrappers around it (drizzle's query error
// holds the driver's error as its cause). PostgreSQL and PGlite both set it as `code`.

/** The five-character SQLSTATE of an error or of one of its causes; undefined for other errors. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/**
 * A value the database cannot take (class 22, data exception: a NUL in text, a number out of
 * range, a malformed date or JSON): the caller's input, never the server's fault.
 */
export const isDataException = (error: unknown): boolean => sqlState(error)?.startsWith('22') ?? false;
