// localStorage that never throws: private-mode browsers refuse writes, other code may have left a
// value that is not JSON, and a schema may reject an old shape. Each of those reads as "absent".
import type * as z from 'zod/mini';

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return undefined;
  }
}

/**
 * Reads a JSON value. Bad JSON, or a value the schema rejects, is removed and `undefined` returned,
 * so one corrupt entry cannot break a page on every visit.
 */
export function getJson<T>(key: string, schema?: z.ZodMiniType<T>): T | undefined {
  const s = store();
  if (!s) return undefined;
  let raw: string | null;
  try {
    raw = s.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    removeItem(key);
    return undefined;
  }
  if (!schema) return value as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    removeItem(key);
    return undefined;
  }
  return parsed.data;
}

/** Writes a JSON value; answers false when the browser refused it (quota, private mode). */
export function setJson(key: string, value: unknown): boolean {
  const s = store();
  if (!s) return false;
  try {
    s.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable, so there is nothing stored either.
  }
}
