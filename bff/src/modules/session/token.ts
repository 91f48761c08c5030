// Only the names the proxy still imports from here, until it takes them from answer-token.ts and
// verified-tokens.ts; then this file goes (ADR 041). No session cookie is read through it: the
// bff reads those through @fastify/jwt, verified (verified-tokens.ts).
import { decodeJwt } from 'jose';

export { mightCarryToken, takeToken } from './answer-token.js';

/**
 * The `kind` of a token the ordering API has just answered (never a cookie's), to choose the
 * cookie it goes into. Not verified: it comes from the ordering API itself, and the cookie it
 * lands in is verified on every later request.
 */
export function readClaims(token: string): { kind?: string } | undefined {
  try {
    const { kind } = decodeJwt(token);
    return { kind: typeof kind === 'string' ? kind : undefined };
  } catch {
    return undefined;
  }
}
