import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@eorder/shared';
import type { DatabaseHandle } from '../db/client';
import { buildApp, type App } from '../app';
import { openTestDatabase } from '../../test/database';
import { createFakeSms } from '../../test/fake-sms';
import { testEnv } from '../../test/app';

let db: DatabaseHandle;
let app: App;

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({ env: testEnv(), db, sms: createFakeSms() });
  // Routes that fail on purpose, added before the app is ready.
  app.get('/test/boom', () => {
    throw new Error('connection string postgres://secret@db/prod leaked');
  });
  app.get('/test/app-error', () => {
    throw new AppError('CENTER_NOT_FOUND', { saleUnit: 'DC99' });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const expectErrorBody = (body: string, code: string, status: number) => {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed).toMatchObject({ IsExceptionHandler: true, Code: code, StatusCode: status });
  expect(typeof parsed.Message).toBe('string');
  expect(body).not.toMatch(/stack|at .*\.ts:\d+|node_modules/);
  return parsed;
};

describe('the error body', () => {
  it('answers an unknown path with 404 NOT_FOUND in Thai by default and in English on request', async () => {
    const th = await app.inject({ method: 'GET', url: '/no/such/path' });
    expect(th.statusCode).toBe(404);
    expect(expectErrorBody(th.body, 'NOT_FOUND', 404).Message).toBe('ไม่พบข้อมูลที่ต้องการ');

    const en = await app.inject({
      method: 'GET',
      url: '/no/such/path',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(expectErrorBody(en.body, 'NOT_FOUND', 404).Message).toBe('Not Found');
  });

  it('fills the placeholders of an AppError', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/test/app-error',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(expectErrorBody(res.body, 'CENTER_NOT_FOUND', 404).Message).toBe(
      'Merchant DC99 not found.',
    );
  });

  it('hides the cause of an unexpected failure behind the generic 500 text', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    const body = expectErrorBody(res.body, 'INTERNAL', 500);
    expect(body.Message).toBe('Oops...Something went wrong');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('Error:');
  });

  it('answers a body that is not JSON with 400 VALIDATION_FAILED', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Username": "demo",',
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorBody(res.body, 'VALIDATION_FAILED', 400);
    expect(body.Errors).toEqual([{ path: 'body', message: 'The body is not valid JSON' }]);
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.body, 'VALIDATION_FAILED', 400);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<Username>demo</Username>',
    });
    expect(res.statusCode).toBe(415);
    const body = expectErrorBody(res.body, 'VALIDATION_FAILED', 415);
    expect(body.Errors).toEqual([{ path: 'content-type', message: 'Unsupported Media Type' }]);
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Username: 'x'.repeat(2 * 1024 * 1024), Password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.body, 'PAYLOAD_TOO_LARGE', 413);
  });

  it('lists every field problem with its path, zod texts translated to Thai', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      payload: { Username: 12 },
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorBody(res.body, 'VALIDATION_FAILED', 400);
    const errors = body.Errors as { path: string; message: string }[];
    expect(errors.map((e) => e.path).sort()).toEqual(['body.Password', 'body.Username']);
    for (const error of errors) expect(error.message).toMatch(/[\u0E00-\u0E7F]/);

    const en = await app.inject({
      method: 'POST',
      url: '/authen/customer/login',
      headers: { 'accept-language': 'en' },
      payload: { Username: 12 },
    });
    const enErrors = (JSON.parse(en.body) as { Errors: { path: string; message: string }[] })
      .Errors;
    expect(enErrors.find((e) => e.path === 'body.Username')?.message).toMatch(/expected string/i);
  });

  it('keeps a text the schema spells out, and rejects unknown fields of a strict body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/authen/otp/request',
      headers: { 'accept-language': 'en' },
      payload: { MobileNo: '12345', Purpose: 'REGISTER', Extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const errors = (JSON.parse(res.body) as { Errors: { path: string; message: string }[] }).Errors;
    expect(errors.find((e) => e.path === 'body.MobileNo')?.message).toBe(
      'Mobile number must be 10 digits starting with 0',
    );
    expect(errors.some((e) => e.path === 'body' && /Extra/.test(e.message))).toBe(true);
  });

  it('marks every error answer as not cacheable and carries the request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'x-request-id': 'req-abc-123' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBe('req-abc-123');
  });

  it('replaces a request id that is not a plain token', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'x-request-id': 'bad id\nforged' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
