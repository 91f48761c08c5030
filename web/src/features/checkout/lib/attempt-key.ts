// The idempotency key of a checkout attempt, kept in session storage until the order is placed, so
// a double tap, retry or reload never places a second order.
const STORAGE_KEY = 'eorder:checkout:attempt';

interface Attempt {
  key: string;
  fingerprint: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let memory: Attempt | null = null;

function read(): Attempt | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return memory;
  try {
    const value = JSON.parse(raw) as Partial<Attempt>;
    return typeof value.key === 'string' && typeof value.fingerprint === 'string' ? { key: value.key, fingerprint: value.fingerprint } : memory;
  } catch {
    return memory;
  }
}

/** A stable text of what an attempt sends (keys sorted, so the order of fields does not matter). */
export function fingerprintOf(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** The key of the attempt that sends `body`: the same key as long as the body is the same. */
export function attemptKey(body: unknown): string {
  const fingerprint = fingerprintOf(body);
  const current = read();
  if (current && current.fingerprint === fingerprint) return current.key;
  const next = { key: newKey(), fingerprint };
  memory = next;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode): the key lives in memory for this page.
  }
  return next.key;
}

/** The attempt ended with an order: the next checkout is a new attempt. */
export function endAttempt(): void {
  memory = null;
  storage()?.removeItem(STORAGE_KEY);
}
