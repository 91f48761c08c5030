// Taking jtokens out of the ordering API's answers: the bff stores them in its httpOnly cookies
// and the web never sees one. Reading a cookie's token is verified-tokens.ts.
import { decodeJwt } from 'jose';

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

/**
 * The `kind` of a token the ordering API has just answered (never a cookie's), to choose the
 * cookie it goes into. Not verified: it comes from the ordering API itself, and the cookie it
 * lands in is verified on every later request.
 */
export function readClaims(token: string): { kind?: string; AgentCode?: string } | undefined {
  try {
    const { kind, AgentCode } = decodeJwt(token);
    return {
      kind: typeof kind === 'string' ? kind : undefined,
      ...(typeof AgentCode === 'string' && AgentCode !== '' ? { AgentCode } : {}),
    };
  } catch {
    return undefined;
  }
}
