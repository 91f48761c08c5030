// ID tokens as LINE Login issues them: ES256 JWTs with a JWKS public key, plus tokens meant to be
// refused (expired, wrong audience or issuer, bad signature, future) for every verifier check.
import { randomBytes } from 'node:crypto';
import {
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

export const LINE_ISSUER = 'https://access.line.me';

/** What makes a minted token wrong; `valid` is a good one. */
export const ID_TOKEN_DEFECTS = [
  'valid',
  'expired',
  'wrong-audience',
  'wrong-issuer',
  'bad-signature',
  'future-iat',
] as const;
export type IdTokenDefect = (typeof ID_TOKEN_DEFECTS)[number];

export interface IdTokenOptions {
  /** The LINE user id; a new random one when absent. */
  sub?: string;
  name?: string;
  picture?: string;
  email?: string;
  /** The channel id (audience); the fake's own channel id when absent. */
  aud?: string;
  iss?: string;
  nonce?: string;
  /** Seconds of validity from `iat` (3600 by default, as LINE). */
  expiresIn?: number;
  /** Issue time as unix seconds; now when absent. */
  iat?: number;
  /** Mints a token that a correct verifier refuses for that reason. */
  defect?: IdTokenDefect;
}

export interface IdTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  amr: string[];
  name?: string;
  picture?: string;
  email?: string;
  nonce?: string;
}

/** A LINE user id: `U` and 32 hexadecimal digits. */
export const newLineUserId = (): string => `U${randomBytes(16).toString('hex')}`;

export interface IdTokenSigner {
  kid: string;
  /** The JWKS document served at `/oauth2/v2.1/certs`. */
  jwks(): { keys: JWK[] };
  mint(channelId: string, options?: IdTokenOptions): Promise<string>;
  /** Verifies as `/oauth2/v2.1/verify` does; answers LINE's error description on failure. */
  verify(
    token: string,
    clientId: string,
    expected?: { nonce?: string; userId?: string },
  ): Promise<{ ok: true; claims: IdTokenClaims } | { ok: false; description: string }>;
}

const SKEW_TO_FUTURE_SECONDS = 600;

export async function createIdTokenSigner(): Promise<IdTokenSigner> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  // The bad-signature tokens carry the real kid but are signed by another key.
  const { privateKey: strangerKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomBytes(16).toString('hex');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };

  async function mint(channelId: string, options: IdTokenOptions = {}): Promise<string> {
    const defect = options.defect ?? 'valid';
    const now = Math.floor(Date.now() / 1000);
    let iat = options.iat ?? now;
    const expiresIn = options.expiresIn ?? 3600;
    let exp = iat + expiresIn;
    let aud = options.aud ?? channelId;
    let iss = options.iss ?? LINE_ISSUER;
    let key: CryptoKey = privateKey;
    switch (defect) {
      case 'expired':
        iat = now - expiresIn - 3600;
        exp = now - 3600;
        break;
      case 'wrong-audience':
        aud = `${channelId}9`;
        break;
      case 'wrong-issuer':
        iss = 'https://access.line.example';
        break;
      case 'bad-signature':
        key = strangerKey;
        break;
      case 'future-iat':
        iat = now + SKEW_TO_FUTURE_SECONDS;
        exp = iat + expiresIn;
        break;
      case 'valid':
        break;
    }
    const claims: Record<string, unknown> = { amr: ['linesso'] };
    if (options.name !== undefined) claims.name = options.name;
    if (options.picture !== undefined) claims.picture = options.picture;
    if (options.email !== undefined) claims.email = options.email;
    if (options.nonce !== undefined) claims.nonce = options.nonce;
    return new SignJWT(claims)
      .setProtectedHeader({ typ: 'JWT', alg: 'ES256', kid })
      .setIssuer(iss)
      .setSubject(options.sub ?? newLineUserId())
      .setAudience(aud)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
  }

  async function verify(
    token: string,
    clientId: string,
    expected: { nonce?: string; userId?: string } = {},
  ) {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'] }));
    } catch (error) {
      const code =
        typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      if (code === 'ERR_JWT_EXPIRED')
        return { ok: false as const, description: 'IdToken expired.' };
      return { ok: false as const, description: 'Invalid IdToken.' };
    }
    if (payload.iss !== LINE_ISSUER)
      return { ok: false as const, description: 'Invalid IdToken Issuer.' };
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audiences.includes(clientId))
      return { ok: false as const, description: 'Invalid IdToken Audience.' };
    if (typeof payload.iat === 'number' && payload.iat > Math.floor(Date.now() / 1000) + 60) {
      return { ok: false as const, description: 'Invalid IdToken.' };
    }
    if (expected.nonce !== undefined && payload.nonce !== expected.nonce) {
      return { ok: false as const, description: 'Invalid IdToken Nonce.' };
    }
    if (expected.userId !== undefined && payload.sub !== expected.userId) {
      return { ok: false as const, description: 'Invalid IdToken Subject Identifier.' };
    }
    return { ok: true as const, claims: payload as IdTokenClaims };
  }

  return { kid, jwks: () => ({ keys: [publicJwk] }), mint, verify };
}
