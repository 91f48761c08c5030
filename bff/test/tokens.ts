// jtokens as the ordering API issues them, signed with a test secret (the bff
// never verifies them; the claims are what matters here).
import { SignJWT } from 'jose';

const SECRET = new TextEncoder().encode('bff-test-secret-bff-test-secret-0123456789');

export interface TestClaims {
  kind: 'customer' | 'staff' | 'rider';
  role: string | number;
  sub?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  extra?: Record<string, unknown>;
}

export async function signToken({
  kind,
  role,
  sub = 'subject',
  expiresIn = 3600,
  extra = {},
}: TestClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ kind, role, ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .sign(SECRET);
}
