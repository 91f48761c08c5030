// jtokens as the ordering API issues them (HS256), signed with the key the test bff verifies
// with, and the ones it must refuse: another key, another algorithm, none.
import { SignJWT, UnsecuredJWT } from 'jose';

/** JWT_SECRET of every bff built by test/bff.ts. */
export const TEST_JWT_SECRET = 'bff-test-secret-bff-test-secret-0123456789';

export interface TestClaims {
  kind: 'customer' | 'staff' | 'rider';
  role: string | number;
  sub?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  extra?: Record<string, unknown>;
  /** Another key than the bff's: a forged token. */
  secret?: string;
  /** Another algorithm than the ordering API's HS256. */
  alg?: 'HS256' | 'HS384' | 'HS512';
}

export async function signToken({
  kind,
  role,
  sub = 'subject',
  expiresIn = 3600,
  extra = {},
  secret = TEST_JWT_SECRET,
  alg = 'HS256',
}: TestClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ kind, role, ...extra })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

/** The same claims with `alg: none` and no signature. */
export function unsignedToken({
  kind,
  role,
  sub = 'subject',
  expiresIn = 3600,
}: TestClaims): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({ kind, role })
    .setSubject(sub)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .encode();
}
