import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender, otpMessage, SmsDeliveryError } from './sms';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let answerStatus = 202;
let delayMs = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
      });
      setTimeout(() => {
        res.writeHead(answerStatus, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'm1', status: 'queued' }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const sms = {
  to: '0812345678',
  code: '123456',
  refCode: 'ABCD',
  message: otpMessage('123456', 'ABCD', 300),
};

describe('the http SMS adapter', () => {
  it('posts { to, message, sender } as JSON with the Bearer key', async () => {
    received.length = 0;
    answerStatus = 202;
    delayMs = 0;
    const sender = createHttpSmsSender({
      url: `${baseUrl}/messages`,
      apiKey: 'key-123',
      sender: 'DSG',
      timeoutMs: 2000,
    });
    expect(sender.channel).toBe('SMS');
    await sender.send(sms);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/messages',
      headers: { authorization: 'Bearer key-123', 'content-type': 'application/json' },
      body: { to: '0812345678', message: sms.message, sender: 'DSG' },
    });
  });

  it('fails when the gateway refuses the message', async () => {
    answerStatus = 500;
    delayMs = 0;
    const sender = createHttpSmsSender({
      url: `${baseUrl}/messages`,
      apiKey: 'k',
      sender: 'DSG',
      timeoutMs: 2000,
    });
    await expect(sender.send(sms)).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('fails when the gateway does not answer in time', async () => {
    answerStatus = 202;
    delayMs = 500;
    const sender = createHttpSmsSender({
      url: `${baseUrl}/messages`,
      apiKey: 'k',
      sender: 'DSG',
      timeoutMs: 50,
    });
    await expect(sender.send(sms)).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('fails when nothing listens at the address', async () => {
    const sender = createHttpSmsSender({
      url: 'http://127.0.0.1:9/messages',
      apiKey: 'k',
      sender: 'DSG',
      timeoutMs: 1000,
    });
    await expect(sender.send(sms)).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe('otpMessage', () => {
  it('carries the code, the reference and the lifetime in Thai and English', () => {
    const text = otpMessage('654321', 'WXYZ', 300);
    expect(text).toContain('รหัส OTP ของคุณคือ 654321');
    expect(text).toContain('Ref: WXYZ');
    expect(text).toContain('5 นาที');
    expect(text).toContain('valid for 5 min');
  });
});
