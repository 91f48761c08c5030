import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { start, type FakeLinePlatform } from '../../../../tests/fakes/line/index';
import { LineError } from './errors.js';
import { createEndpointVerifier, createJwksVerifier } from './id-token.js';

let line: FakeLinePlatform;

beforeAll(async () => {
  line = await start({ port: 0, channelId: '1111111111' });
});
afterAll(async () => {
  await line.stop();
});
beforeEach(() => {
  line.reset();
});

const options = () => ({
  apiBaseUrl: line.url,
  issuer: 'https://access.line.me',
  timeoutMs: 2_000,
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LineError) return error.code;
    throw error;
  }
  throw new Error('the token was accepted');
}

describe('the JWKS verifier', () => {
  it('answers the LINE user, name and picture of a valid token', async () => {
    const verifier = createJwksVerifier(options());
    const token = await line.idToken({
      sub: 'Uaaaabbbbccccdddd',
      name: 'สมชาย',
      picture: 'https://p.example/s.png',
    });
    await expect(verifier.verify(token, '1111111111')).resolves.toEqual({
      userId: 'Uaaaabbbbccccdddd',
      displayName: 'สมชาย',
      pictureUrl: 'https://p.example/s.png',
    });
  });

  it.each(['expired', 'wrong-audience', 'wrong-issuer', 'bad-signature', 'future-iat'] as const)(
    'refuses a %s token as LINE_TOKEN_INVALID',
    async (defect) => {
      const verifier = createJwksVerifier(options());
      expect(await refusal(verifier.verify(await line.idToken({ defect }), '1111111111'))).toBe(
        'LINE_TOKEN_INVALID',
      );
    },
  );

  it('refuses a token of another channel', async () => {
    const verifier = createJwksVerifier(options());
    const token = await line.idToken();
    expect(await refusal(verifier.verify(token, '2222222222'))).toBe('LINE_TOKEN_INVALID');
  });

  it('allows 60 seconds of skew either way, and no more', async () => {
    const token = await line.idToken({ expiresIn: 3600 });
    const issued = Math.floor(Date.now() / 1000);
    const at = (seconds: number) =>
      createJwksVerifier({ ...options(), clock: () => new Date(seconds * 1000) });

    // The device that minted it runs ahead: seen 50 s before its iat, it still passes.
    await expect(at(issued - 50).verify(token, '1111111111')).resolves.toMatchObject({});
    expect(await refusal(at(issued - 120).verify(token, '1111111111'))).toBe('LINE_TOKEN_INVALID');
    // Expired 50 s ago passes, 120 s ago does not.
    await expect(at(issued + 3600 + 50).verify(token, '1111111111')).resolves.toMatchObject({});
    expect(await refusal(at(issued + 3600 + 120).verify(token, '1111111111'))).toBe(
      'LINE_TOKEN_INVALID',
    );
  });

  it('says LINE is unavailable when the key set cannot be read, not that the token is bad', async () => {
    line.fail({ path: '/oauth2/v2.1/certs', status: 500 });
    const verifier = createJwksVerifier(options());
    expect(await refusal(verifier.verify(await line.idToken(), '1111111111'))).toBe(
      'LINE_PLATFORM_UNAVAILABLE',
    );
  });

  it('reads the key set once for many tokens', async () => {
    const verifier = createJwksVerifier(options());
    for (let index = 0; index < 3; index += 1)
      await verifier.verify(await line.idToken(), '1111111111');
    expect(line.calls({ path: '/oauth2/v2.1/certs' })).toHaveLength(1);
  });
});

describe('the verify-endpoint verifier', () => {
  it('asks LINE and answers the user of a valid token', async () => {
    const verifier = createEndpointVerifier(options());
    await expect(
      verifier.verify(await line.idToken({ sub: 'Uendpoint' }), '1111111111'),
    ).resolves.toMatchObject({ userId: 'Uendpoint' });
    expect(line.calls({ path: '/oauth2/v2.1/verify' })[0]?.body).toMatchObject({
      client_id: '1111111111',
    });
  });

  it('refuses what LINE refuses, and tells an outage apart', async () => {
    const verifier = createEndpointVerifier(options());
    expect(
      await refusal(verifier.verify(await line.idToken({ defect: 'expired' }), '1111111111')),
    ).toBe('LINE_TOKEN_INVALID');
    line.fail({ path: '/oauth2/v2.1/verify', status: 500, times: 1 });
    expect(await refusal(verifier.verify(await line.idToken(), '1111111111'))).toBe(
      'LINE_PLATFORM_UNAVAILABLE',
    );
  });
});
