// The Messaging API client against a local server that answers as LINE does: each answer becomes
// the outcome the outbox acts on (sent, duplicate, retry, rejected).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinePush } from './messaging';

type Answer = (req: IncomingMessage, body: string, res: ServerResponse) => void;

describe('createLinePush', () => {
  let server: Server;
  let base: string;
  let answer: Answer = (_req, _body, res) => res.end('{}');
  const seen: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        seen.push({ path: req.url ?? '', headers: req.headers, body });
        answer(req, body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const client = (timeoutMs = 2_000) => createLinePush({ apiBaseUrl: base, channelAccessToken: 'token-1', timeoutMs });
  const messages = [{ type: 'text', text: 'สวัสดี' }];

  it('pushes with the bearer token and retry key, and keeps the request id of an accepted push', async () => {
    answer = (_req, _body, res) => res.writeHead(200, { 'x-line-request-id': 'req-1' }).end('{}');
    const result = await client().push('U1', messages, 'key-1');
    expect(result).toEqual({ outcome: 'sent', status: 200, requestId: 'req-1', detail: null });
    const last = seen.at(-1)!;
    expect(last.path).toBe('/v2/bot/message/push');
    expect(last.headers.authorization).toBe('Bearer token-1');
    expect(last.headers['x-line-retry-key']).toBe('key-1');
    expect(JSON.parse(last.body)).toEqual({ to: 'U1', messages });
  });

  it('takes a 409 for the retry key as delivered before, with the accepted request id', async () => {
    answer = (_req, _body, res) =>
      res.writeHead(409, { 'x-line-accepted-request-id': 'req-0' }).end('{"message":"The retry key is already accepted"}');
    expect(await client().multicast(['U1', 'U2'], messages, 'key-2')).toMatchObject({ outcome: 'duplicate', status: 409, requestId: 'req-0' });
    expect(seen.at(-1)!.path).toBe('/v2/bot/message/multicast');
  });

  it('tries again after 429 and 5xx, gives up after another 4xx, and keeps what LINE said', async () => {
    for (const [status, outcome] of [[429, 'retry'], [500, 'retry'], [503, 'retry'], [400, 'rejected'], [403, 'rejected']] as const) {
      answer = (_req, _body, res) => res.writeHead(status).end(`{"message":"status ${status}"}`);
      expect(await client().push('U1', messages, `key-${status}`)).toEqual({ outcome, status, requestId: null, detail: `{"message":"status ${status}"}` });
    }
  });

  it('tries again when LINE cannot be reached or does not answer in time', async () => {
    const unreachable = createLinePush({ apiBaseUrl: 'http://127.0.0.1:9/', channelAccessToken: 'token-1', timeoutMs: 1_000 });
    expect(await unreachable.push('U1', messages, 'key-3')).toMatchObject({ outcome: 'retry', status: 0 });
    answer = () => undefined;
    expect(await client(200).push('U1', messages, 'key-4')).toMatchObject({ outcome: 'retry', status: 0 });
  });

  it('sends nothing without a channel access token', async () => {
    const before = seen.length;
    const push = createLinePush({ apiBaseUrl: base, timeoutMs: 1_000 });
    expect(push.enabled).toBe(false);
    expect(await push.push('U1', messages, 'key-5')).toMatchObject({ outcome: 'rejected', status: 0 });
    expect(seen).toHaveLength(before);
  });
});
