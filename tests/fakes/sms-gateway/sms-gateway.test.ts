import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsGatewayClient } from './client';
import { extractCode, normalizeMobile, start, type FakeSmsGateway } from './index';

let gateway: FakeSmsGateway;

const send = (body: unknown, key = gateway.apiKey) =>
  fetch(`${gateway.url}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  gateway = await start({ port: 0, apiKey: 'secret-key' });
});
afterAll(async () => {
  await gateway.stop();
});
beforeEach(() => {
  gateway.clear();
  gateway.fail(null);
});

describe('fake SMS gateway', () => {
  it('queues a message sent with the right key and records it', async () => {
    const response = await send({ to: '0812345678', message: 'รหัส OTP ของคุณคือ 482913', sender: 'DSG' });
    expect(response.status).toBe(202);
    const body = (await response.json()) as { id: string; status: string };
    expect(body.status).toBe('queued');
    expect(gateway.messages('0812345678')).toEqual([
      expect.objectContaining({ id: body.id, to: '0812345678', message: 'รหัส OTP ของคุณคือ 482913', sender: 'DSG' }),
    ]);
  });

  it('answers 401 to a wrong key and records nothing', async () => {
    const response = await send({ to: '0812345678', message: 'x 123456' }, 'wrong');
    expect(response.status).toBe(401);
    expect(gateway.messages()).toHaveLength(0);
  });

  it('answers 400 to a message without a number or text', async () => {
    expect((await send({ message: 'hello' })).status).toBe(400);
    expect((await send({ to: '0812345678', message: '' })).status).toBe(400);
    expect(gateway.messages()).toHaveLength(0);
  });

  it('filters by number whatever its spelling, and forgets on DELETE', async () => {
    await send({ to: '+66 81-234-5678', message: 'code 111111', sender: 'DSG' });
    await send({ to: '0899999999', message: 'code 222222', sender: 'DSG' });
    const client = smsGatewayClient(gateway.url);
    expect((await client.messages('0812345678')).map((m) => m.message)).toEqual(['code 111111']);
    expect(await client.messages()).toHaveLength(2);
    await client.clear();
    expect(await client.messages()).toHaveLength(0);
  });

  it('fails the requested number of sends when told to, then recovers', async () => {
    const client = smsGatewayClient(gateway.url);
    await client.fail(503, 1);
    expect((await send({ to: '0812345678', message: 'code 333333' })).status).toBe(503);
    expect((await send({ to: '0812345678', message: 'code 444444' })).status).toBe(202);
    expect(gateway.messages().map((m) => m.message)).toEqual(['code 444444']);
  });

  it('keeps failing until told to stop when no count is given', async () => {
    const client = smsGatewayClient(gateway.url);
    await client.fail(500);
    expect((await send({ to: '0812345678', message: 'code 1' })).status).toBe(500);
    expect((await send({ to: '0812345678', message: 'code 2' })).status).toBe(500);
    await client.fail(null);
    expect((await send({ to: '0812345678', message: 'code 3' })).status).toBe(202);
  });

  it('rejects a fail order that is not an error status', async () => {
    const response = await fetch(`${gateway.url}/__fake/fail`, { method: 'POST', body: JSON.stringify({ status: 200 }) });
    expect(response.status).toBe(400);
  });

  it('lets a client wait for the next code to a number', async () => {
    const client = smsGatewayClient(gateway.url);
    await send({ to: '0812345678', message: 'old code 555555' });
    const before = await client.count('0812345678');
    const waiting = client.waitForCode('0812345678', { after: before });
    await send({ to: '0812345678', message: 'Your OTP is 246810 (Ref: QWER)' });
    expect(await waiting).toBe('246810');
  });
});

describe('extractCode', () => {
  it('reads the code beside its name in Thai and English', () => {
    expect(extractCode('รหัส OTP คือ 123456 (Ref: ABCD) ใช้ได้ 5 นาที')).toBe('123456');
    expect(extractCode('Your verification code: 9876. It expires in 5 minutes.')).toBe('9876');
  });
  it('falls back to the first six digits', () => {
    expect(extractCode('DSG 5 นาที 654321')).toBe('654321');
  });
  it('returns undefined when there is no code', () => {
    expect(extractCode('hello')).toBeUndefined();
  });
});

describe('normalizeMobile', () => {
  it('turns the country code into the leading zero', () => {
    expect(normalizeMobile('+66812345678')).toBe('0812345678');
    expect(normalizeMobile('081-234-5678')).toBe('0812345678');
  });
});
