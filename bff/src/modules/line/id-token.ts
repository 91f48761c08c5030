// Verifies the ID token a LIFF app hands over: the LINE user is whoever LINE signed it for, never a
// profile the browser sends. By LINE's key set (`jwks`) or LINE's verify call (`endpoint`).
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { LineError } from './errors.js';

export const ID_TOKEN_SKEW_SECONDS = 60;

/** What the bff takes from a verified ID token. */
export interface LineIdentity {
  userId: string;
  displayName: string | null;
  pictureUrl: string | null;
}

export interface IdTokenVerifier {
  /** The LINE user of a valid token; LineError LINE_TOKEN_INVALID or LINE_PLATFORM_UNAVAILABLE otherwise. */
  verify(idToken: string, channelId: string): Promise<LineIdentity>;
}

export interface IdTokenVerifierOptions {
  apiBaseUrl: string;
  issuer: string;
  timeoutMs: number;
  /** The current time; tests move it. */
  clock?: () => Date;
}

const LINE_USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

function identityOf(payload: JWTPayload): LineIdentity {
  const sub = payload.sub;
  if (typeof sub !== 'string' || !LINE_USER_ID.test(sub)) {
    throw new LineError('LINE_TOKEN_INVALID', { detail: 'the token names no LINE user' });
  }
  return {
    userId: sub,
    displayName: typeof payload.name === 'string' ? payload.name : null,
    pictureUrl: typeof payload.picture === 'string' ? payload.picture : null,
  };
}

/** A jose failure that says the token is bad, rather than that the key set could not be read. */
function isTokenProblem(error: unknown): boolean {
  if (!(error instanceof joseErrors.JOSEError)) return false;
  return (
    error.code.startsWith('ERR_JWT_') ||
    error.code.startsWith('ERR_JWS_') ||
    error.code === 'ERR_JWKS_NO_MATCHING_KEY' ||
    error.code === 'ERR_JWKS_MULTIPLE_MATCHING_KEYS'
  );
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export function createJwksVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const clock = options.clock ?? (() => new Date());
  const keySet = createRemoteJWKSet(new URL(joinUrl(options.apiBaseUrl, '/oauth2/v2.1/certs')), {
    timeoutDuration: options.timeoutMs,
    // A token with an unknown key id may refetch at most every 30 s (key rotation, not a flood).
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });

  return {
    async verify(idToken, channelId) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySet, {
          algorithms: ['ES256'],
          issuer: options.issuer,
          audience: channelId,
          clockTolerance: ID_TOKEN_SKEW_SECONDS,
          currentDate: clock(),
          requiredClaims: ['sub', 'iat', 'exp'],
        }));
      } catch (error) {
        if (isTokenProblem(error)) {
          throw new LineError('LINE_TOKEN_INVALID', {
            cause: error,
            detail: error instanceof Error ? error.message : 'refused',
          });
        }
        throw new LineError('LINE_PLATFORM_UNAVAILABLE', {
          cause: error,
          detail: 'the LINE key set could not be read',
        });
      }
      // jose leaves a future `iat` alone; a token from a clock far ahead is refused like LINE does.
      const now = Math.floor(clock().getTime() / 1000);
      if (typeof payload.iat === 'number' && payload.iat > now + ID_TOKEN_SKEW_SECONDS) {
        throw new LineError('LINE_TOKEN_INVALID', { detail: 'the token was issued in the future' });
      }
      return identityOf(payload);
    },
  };
}

export function createEndpointVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  return {
    async verify(idToken, channelId) {
      let response: Response;
      try {
        response = await fetch(joinUrl(options.apiBaseUrl, '/oauth2/v2.1/verify'), {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ id_token: idToken, client_id: channelId }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new LineError('LINE_PLATFORM_UNAVAILABLE', {
          cause: error,
          detail: 'the verify call failed',
        });
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 400) {
        const description =
          typeof body === 'object' && body !== null && 'error_description' in body
            ? String(body.error_description)
            : 'refused';
        throw new LineError('LINE_TOKEN_INVALID', { detail: description });
      }
      if (!response.ok || typeof body !== 'object' || body === null) {
        throw new LineError('LINE_PLATFORM_UNAVAILABLE', {
          detail: `the verify call answered ${response.status}`,
        });
      }
      const payload = body as JWTPayload;
      if (payload.iss !== options.issuer)
        throw new LineError('LINE_TOKEN_INVALID', { detail: 'unexpected issuer' });
      return identityOf(payload);
    },
  };
}
