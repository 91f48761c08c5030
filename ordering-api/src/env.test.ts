import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_JWT_SECRET, EnvError, loadEnv, parseDurationSeconds } from './env';

describe('loadEnv', () => {
  it('gives every setting a default that works on one machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      ORDERING_API_PORT: 3001,
      ORDERING_API_HOST: '127.0.0.1',
      JWT_SECRET: DEVELOPMENT_JWT_SECRET,
      jwtSecretIsDefault: true,
      JWT_CUSTOMER_TTL: 30 * 86_400,
      JWT_GUEST_TTL: 30 * 86_400,
      JWT_STAFF_TTL: 12 * 3600,
      JWT_RIDER_TTL: 12 * 3600,
      COMPANY_CODE: 'DSG',
      LOG_LEVEL: 'info',
      SMS_PROVIDER: 'log',
      SMS_SENDER: 'DSG',
      OTP_TTL: 300,
      OTP_MAX_ATTEMPTS: 5,
      RATE_LIMIT_ENABLED: true,
      DISABLE_GUEST_MODE: false,
      DISABLE_REGISTER: false,
      PENDING_APPROVAL_REGISTER: false,
      SEED_ON_FIRST_RUN: true,
      trustProxy: ['loopback'],
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(env.FILES_DIR).toMatch(/[/\\]\.data[/\\]files$/);
  });

  it('requires JWT_SECRET in production and refuses the development one there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: DEVELOPMENT_JWT_SECRET })).toThrow(
      /development secret/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/32 characters/);
    const env = loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(env.jwtSecretIsDefault).toBe(false);
  });

  it('needs a gateway url and key for the http SMS adapter', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL[\s\S]*SMS_API_KEY/);
    expect(() => loadEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(EnvError);
    const env = loadEnv({
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'http://127.0.0.1:4010/messages',
      SMS_API_KEY: 'k',
    });
    expect(env.SMS_PROVIDER).toBe('http');
  });

  it('keeps chat in PostgreSQL unless a Firestore project is named', () => {
    expect(loadEnv({}).CHAT_STORE).toBe('postgres');
    expect(() => loadEnv({ CHAT_STORE: 'firestore' })).toThrow(/FIREBASE_PROJECT_ID/);
    expect(() => loadEnv({ CHAT_STORE: 'mongo' })).toThrow(EnvError);
    expect(loadEnv({ CHAT_STORE: 'firestore', FIREBASE_PROJECT_ID: 'eorder-prod' })).toMatchObject({
      CHAT_STORE: 'firestore',
      FIREBASE_PROJECT_ID: 'eorder-prod',
    });
  });

  it('reads flags in the spellings people use, and treats blank values as unset', () => {
    const env = loadEnv({
      DISABLE_GUEST_MODE: 'Y',
      DISABLE_REGISTER: 'true',
      PENDING_APPROVAL_REGISTER: 'on',
      RATE_LIMIT_ENABLED: '0',
      COMPANY_CODE: '  ',
    });
    expect(env).toMatchObject({
      DISABLE_GUEST_MODE: true,
      DISABLE_REGISTER: true,
      PENDING_APPROVAL_REGISTER: true,
      RATE_LIMIT_ENABLED: false,
      COMPANY_CODE: 'DSG',
    });
    expect(() => loadEnv({ DISABLE_GUEST_MODE: 'maybe' })).toThrow(/DISABLE_GUEST_MODE/);
  });

  it('does not seed a PostgreSQL unless told to', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u@h/db' }).SEED_ON_FIRST_RUN).toBe(false);
    expect(
      loadEnv({ DATABASE_URL: 'postgres://u@h/db', SEED_ON_FIRST_RUN: 'true' }).SEED_ON_FIRST_RUN,
    ).toBe(true);
    expect(loadEnv({ SEED_ON_FIRST_RUN: 'false' }).SEED_ON_FIRST_RUN).toBe(false);
    expect(() => loadEnv({ SEED_ON_FIRST_RUN: 'sometimes' })).toThrow(/SEED_ON_FIRST_RUN/);
  });

  it('rejects values that cannot be right', () => {
    expect(() => loadEnv({ ORDERING_API_PORT: '70000' })).toThrow(/ORDERING_API_PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadEnv({ OTP_TTL: '-5' })).toThrow(/OTP_TTL/);
    expect(() => loadEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('reads the proxies to trust', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['300', 300],
    ['45s', 45],
    ['15m', 900],
    ['12h', 43_200],
    ['30d', 2_592_000],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each(['', '0', '-1', '1w', '1.5h', 'soon'])('refuses %j', (text) => {
    expect(parseDurationSeconds(text)).toBeUndefined();
  });
});
