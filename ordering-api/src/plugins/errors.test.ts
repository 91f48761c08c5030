import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '@eorder/shared';
import type { DatabaseHandle } from '../db/client';
import { sqlState } from '../db/sql-state';
import { buildApp, type App } from '../app';
import { openTestDatabase } from '../../test/database';
import { createFakeSms } from '../../test/fake-sms';
import { testEnv } from '../../test/app';

/** Inputs the database refuses with a data exception (SQLSTATE class 22), by the state expected. */
const DATA_EXCEPTIONS: Record<string, { state: string; query: ReturnType<typeof sql> }> = {
  nulInText: { state: '22021', query: sql`select ${'a\u0000b'}::text as t` },
  nulEscapeInJson: { state: '22P05', query: sql`select ${'{"a":"\\u0000"}'}::jsonb as j` },
  notANumber: { state: '22P02', query: sql`select ${'12abc'}::int as n` },
  outOfRange: { state: '22003', query: sql`select ${'99999'}::smallint as n` },
  tooLong: { state: '22001', query: sql`insert into data_exception_probe (v) values (${'abc'})` },
  badDate: { state: '22008', query: sql`select ${'2024-13-45'}::date as d` },
  badTimestamp: { state: '22007', query: sql`select ${'not a time'}::timestamptz as t` },
};

let db: DatabaseHandle;
let app: App;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.db.execute(sql`create table data_exception_probe (v varchar(2))`);
  app = await buildApp({ env: testEnv(), db, sms: createFakeSms() });
  // Routes that fail on purpose, added before the app is ready.
  app.get('/test/boom', () => {
    throw new Error('connection string postgres://secret@db/prod leaked');
  });
  app.get('/test/app-error', () => {
    throw new AppError('CENTER_NOT_FOUND', { saleUnit: 'DC99' });
  });
  // Values the contract would refuse, sent straight to the database as a route that forgot it would.
  app.get<{ Params: { case: string } }>('/test/db-input/:case', async (request) => {
    const query = DATA_EXCEPTIONS[request.params.case]?.query;
    if (!query) throw new Error('unknown case');
    return { rows: (await app.db.execute(query)).rows };
  });
  app.get(
    '/test/db-broken',
    async () => (await app.db.execute(sql`select * from no_such_table`)).rows,
  );
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

  it.each(Object.entries(DATA_EXCEPTIONS))(
    'answers a value the database refuses (%s) with 400, without its text',
    async (name, { state }) => {
      const res = await app.inject({
        method: 'GET',
        url: `/test/db-input/${name}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      const body = expectErrorBody(res.body, 'VALIDATION_FAILED', 400);
      expect(body.Message).toBe('The data is not valid. Please check it and try again.');
      expect(body.Errors).toBeUndefined();
      expect(res.body).not.toMatch(/UTF8|syntax|range|type|escape|\\u0000|abc|12abc|2024-13-45/i);
      // The state is what the test means to cause: see that the database did refuse it.
      await expect(db.db.execute(DATA_EXCEPTIONS[name]!.query)).rejects.toSatisfy(
        (error) => sqlState(error) === state,
      );
    },
  );

  it('keeps the 500 for a database failure that is not about the input', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/db-broken' });
    expect(res.statusCode).toBe(500);
    expectErrorBody(res.body, 'INTERNAL', 500);
  });

  it('leaves nothing behind when the database refuses a write', async () => {
    await app.inject({ method: 'GET', url: '/test/db-input/tooLong' });
    const rows = await db.db.execute(sql`select count(*)::int as n from data_exception_probe`);
    expect(rows.rows).toEqual([{ n: 0 }]);
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
