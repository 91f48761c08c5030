// Reading jtokens without verifying them, and taking them out of answers.
//
// The bff never holds the signing secret and never needs it: it only stores a
// token, sends it back to the ordering API (which verifies the signature and
// expiry on every call), and reads the payload for two harmless purposes:
// telling the web whether a session cookie looks present and unexpired, and
// telling a customer token from a staff token on the merchant mount. A forged
// payload gains nothing there: the web would at most show a signed-in shell
// whose every call the ordering API then refuses.
import { decodeJwt } from 'jose';

export interface TokenClaims {
  sub?: string;
  kind?: string;
  /** `GUEST`, `CUSTOMER`, `AGENT`, `RIDER`, or a staff role code such as 1 or 3. */
  role?: string | number;
  exp?: number;
}

export interface SessionSummary {
  present: boolean;
  expired: boolean;
  role: string | number | null;
  kind: string | null;
  exp: number | null;
}

/** The payload of a JWT, or undefined when it is not one. Never verified (see the file comment). */
export function readClaims(token: string): TokenClaims | undefined {
  try {
    const claims = decodeJwt(token);
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : undefined,
      kind: typeof claims.kind === 'string' ? claims.kind : undefined,
      role:
        typeof claims.role === 'string' || typeof claims.role === 'number'
          ? claims.role
          : undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    };
  } catch {
    return undefined;
  }
}

/** What the web may know of a session cookie: a malformed token counts as expired, so the web drops it. */
export function summariseToken(
  token: string | undefined,
  nowSeconds = Date.now() / 1000,
): SessionSummary {
  if (token === undefined)
    return { present: false, expired: false, role: null, kind: null, exp: null };
  const claims = readClaims(token);
  if (claims === undefined)
    return { present: true, expired: true, role: null, kind: null, exp: null };
  return {
    present: true,
    expired: claims.exp !== undefined && claims.exp <= nowSeconds,
    role: claims.role ?? null,
    kind: claims.kind ?? null,
    exp: claims.exp ?? null,
  };
}

/** Objects of an answer that may carry the user and its jtoken, besides the top level. */
const TOKEN_CONTAINERS = ['user', 'User', 'Data', 'data'] as const;
const TOKEN_KEYS = ['jtoken', 'Token'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The keys without their opening quote, which is checked apart: JSON is full
 * of quotes, and a search that starts from a rarer letter is several times
 * faster on a large answer.
 */
const TOKEN_KEY_NEEDLES = TOKEN_KEYS.map((key) => Buffer.from(`${key}"`));
const QUOTE = 0x22;

function containsQuotedKey(raw: Buffer, needle: Buffer): boolean {
  for (let at = raw.indexOf(needle, 1); at !== -1; at = raw.indexOf(needle, at + 1)) {
    if (raw[at - 1] === QUOTE) return true;
  }
  return false;
}

/**
 * Cheap test on the raw bytes before parsing: an answer without the quoted
 * key cannot carry a token, so most answers are passed on untouched.
 */
export function mightCarryToken(raw: Buffer): boolean {
  return TOKEN_KEY_NEEDLES.some((needle) => containsQuotedKey(raw, needle));
}

/**
 * Removes every `jtoken` and `Token` from the top level of an answer and from
 * its `user`, `User`, `Data` and `data` objects, and returns the token to
 * store: the top-level one first, then the first found inside, or undefined.
 */
export function takeToken(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  let found: string | undefined;
  const take = (holder: Record<string, unknown>) => {
    for (const key of TOKEN_KEYS) {
      if (!(key in holder)) continue;
      const value = holder[key];
      if (found === undefined && typeof value === 'string' && value !== '') found = value;
      delete holder[key];
    }
  };
  take(body);
  for (const container of TOKEN_CONTAINERS) {
    const inner = body[container];
    if (isRecord(inner)) take(inner);
  }
  return found;
}

/** The user object of an answer (guest login and the like), for the web; tokens already taken out. */
export function userOf(body: unknown): unknown {
  if (!isRecord(body)) return null;
  for (const container of TOKEN_CONTAINERS) {
    if (isRecord(body[container])) return body[container];
  }
  return body;
}
