import path from 'node:path';
import { DEFAULT_FLAGS } from '@eorder/shared';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_JWT_SECRET,
  EnvError,
  loadEnv,
  normaliseBasePath,
  parseByteSize,
  parseTrustProxy,
} from './env.js';

const PRODUCTION_SECRET = 'a-production-secret-of-forty-characters-';

describe('loadEnv', () => {
  it('has a default for everything', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      BASE_PATH: '/',
      ORDERING_API_URL: 'http://127.0.0.1:3001',
      COOKIE_PREFIX: 'dsg_',
      COMPANY_CODE: 'DSG',
      LINE_API_BASE_URL: 'https://api.line.me',
      PROXY_TIMEOUT_MS: 15_000,
      BODY_LIMIT: 10 * 1024 * 1024,
      TRUST_PROXY: false,
      secureCookies: false,
      LOG_LEVEL: 'info',
    });
    expect(env.flags).toEqual(DEFAULT_FLAGS);
    expect(env.WEB_DIST_DIR.endsWith(path.join('web', 'dist'))).toBe(true);
    expect(path.isAbsolute(env.WEB_DIST_DIR)).toBe(true);
  });

  it('makes cookies Secure only in production', () => {
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET }).secureCookies).toBe(
      true,
    );
    expect(loadEnv({ NODE_ENV: 'test' }).secureCookies).toBe(false);
  });

  it("takes the ordering API's JWT_SECRET: required in production, a development default elsewhere", () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET is required in production/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: DEVELOPMENT_JWT_SECRET })).toThrow(
      /development secret cannot be used in production/,
    );
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET })).toMatchObject({
      JWT_SECRET: PRODUCTION_SECRET,
      jwtSecretIsDefault: false,
    });
    expect(loadEnv({})).toMatchObject({
      JWT_SECRET: DEVELOPMENT_JWT_SECRET,
      jwtSecretIsDefault: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', BASE_PATH: ' ', APP_FLAGS: '' })).toMatchObject({
      PORT: 3000,
      BASE_PATH: '/',
    });
  });

  it('merges APP_FLAGS over the shared defaults', () => {
    const env = loadEnv({ APP_FLAGS: '{"disableGuestMode":true,"support.disableChat":true}' });
    expect(env.flags.disableGuestMode).toBe(true);
    expect(env.flags.support.disableChat).toBe(true);
    expect(env.flags.enableMultiDC).toBe(DEFAULT_FLAGS.enableMultiDC);
  });

  it('fails with a clear message on invalid APP_FLAGS', () => {
    expect(() => loadEnv({ APP_FLAGS: '{disableGuestMode:true}' })).toThrow(
      /APP_FLAGS: APP_FLAGS is not valid JSON/,
    );
    expect(() => loadEnv({ APP_FLAGS: '[1]' })).toThrow(/APP_FLAGS must be a JSON object/);
    expect(() => loadEnv({ APP_FLAGS: '{"enableMultiDc":true}' })).toThrow(
      /APP_FLAGS has an unknown or invalid flag/,
    );
    try {
      loadEnv({ APP_FLAGS: 'nope', PORT: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).issues).toHaveLength(2);
    }
  });

  it('checks the optional JSON and date settings', () => {
    expect(() => loadEnv({ FIREBASE_CONFIG: '{"apiKey":"k"}' })).toThrow(/FIREBASE_CONFIG/);
    const firebase = { apiKey: 'k', projectId: 'p', appId: 'a' };
    expect(loadEnv({ FIREBASE_CONFIG: JSON.stringify(firebase) }).FIREBASE_CONFIG).toEqual(
      firebase,
    );
    expect(() => loadEnv({ MAINTENANCE_FROM: '2025-01-01T00:00:00Z' })).toThrow(/MAINTENANCE_TO/);
    expect(() =>
      loadEnv({ MAINTENANCE_FROM: 'tomorrow', MAINTENANCE_TO: '2025-01-01T00:00:00Z' }),
    ).toThrow(/ISO/);
    expect(() =>
      loadEnv({ MAINTENANCE_FROM: '2025-01-02T00:00:00Z', MAINTENANCE_TO: '2025-01-01T00:00:00Z' }),
    ).toThrow(/must not be before/);
    expect(() => loadEnv({ ORDERING_API_URL: 'ftp://x' })).toThrow(/ORDERING_API_URL/);
    expect(() => loadEnv({ COOKIE_PREFIX: 'a;b' })).toThrow(/COOKIE_PREFIX/);
  });
});

describe('parsers', () => {
  it('normalises BASE_PATH to start and end with a slash', () => {
    expect(normaliseBasePath('/')).toBe('/');
    expect(normaliseBasePath('shop')).toBe('/shop/');
    expect(normaliseBasePath('/shop')).toBe('/shop/');
    expect(normaliseBasePath('shop/')).toBe('/shop/');
    expect(normaliseBasePath('//a//b//')).toBe('/a/b/');
  });

  it('reads sizes with units', () => {
    expect(parseByteSize('1024')).toBe(1024);
    expect(parseByteSize('512kb')).toBe(512 * 1024);
    expect(parseByteSize('10MB')).toBe(10 * 1024 * 1024);
    expect(parseByteSize('ten')).toBeUndefined();
    expect(parseByteSize('0')).toBeUndefined();
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    const hops = parseTrustProxy('1');
    expect(typeof hops).toBe('function');
    if (typeof hops === 'function') {
      expect(hops('10.0.0.1', 0)).toBe(true);
      expect(hops('10.0.0.2', 1)).toBe(false);
    }
  });
});
