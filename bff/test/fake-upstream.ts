// A small stand-in for the ordering API, on 127.0.0.1, answering the calls
// the bff treats specially and echoing whatever else it receives.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { EventEmitter, once } from 'node:events';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { signToken } from './tokens.js';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeUpstream {
  url: string;
  app: FastifyInstance;
  /** Every request in arrival order. */
  received: ReceivedRequest[];
  /** The last request whose path starts with `path`. */
  last(path: string): ReceivedRequest | undefined;
  tokens: {
    guest: string;
    customer: string;
    clientCustomer: string;
    agentClient: string;
    staff: string;
    rider: string;
  };
  /** How many guest sessions were handed out. */
  guestLogins(): number;
  /** Lets the open `/events` streams send their second event and end. */
  releaseEvents(): void;
  /** Resolves when an `/events` stream is closed before it ended (the browser went away). */
  eventsAbandoned(): Promise<void>;
  /** Makes the guest login answer 500 (or work again). */
  failGuestLogin(fail: boolean): void;
  /** Makes `authen/logout` answer this status (200 again with undefined). */
  answerLogout(status: number | undefined): void;
  close(): Promise<void>;
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** JSON of exactly `bytes` bytes (at least 40): product-like text, and a jtoken first when given. */
export function sizedJson(bytes: number, token?: string): Buffer {
  const head = token === undefined ? '{"items":"' : `{"jtoken":"${token}","items":"`;
  const room = Math.max(0, bytes - head.length - 2);
  const filler = 'Product P00012, 12 items a carton; '.repeat(Math.ceil(room / 35) + 1);
  return Buffer.from(`${head}${filler.slice(0, room)}"}`);
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const tokens = {
    guest: await signToken({
      kind: 'customer',
      role: 'GUEST',
      sub: 'GUEST',
      extra: { CUSTOMERCODE: 'GUEST', SALEUNIT: '' },
    }),
    customer: await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: 'C001',
      extra: { CUSTOMERCODE: 'C001', SALEUNIT: '1001' },
    }),
    clientCustomer: await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: 'C777',
      extra: { CUSTOMERCODE: 'C777', SALEUNIT: '1001', UserId: 'S01' },
    }),
    agentClient: await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: 'C009',
      extra: { CUSTOMERCODE: 'C009', SALEUNIT: '1001', AgentCode: 'C006' },
    }),
    staff: await signToken({ kind: 'staff', role: 3, sub: 'S01', expiresIn: 12 * 3600 }),
    rider: await signToken({ kind: 'rider', role: 'RIDER', sub: 'R01', expiresIn: 12 * 3600 }),
  };
  const received: ReceivedRequest[] = [];
  let guestCount = 0;
  let guestFails = false;
  let logoutStatus = 200;
  const events = new EventEmitter();

  const app = Fastify({ logger: false, bodyLimit: 100 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('preHandler', (request, _reply, done) => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    });
    done();
  });

  const guestAnswer = (_request: FastifyRequest, reply: FastifyReply) => {
    if (guestFails)
      return reply
        .code(500)
        .send({ Message: 'down', IsExceptionHandler: true, Code: 'INTERNAL', StatusCode: 500 });
    guestCount += 1;
    return reply.send({
      status: 200,
      jtoken: tokens.guest,
      user: {
        CUSTOMERCODE: 'GUEST',
        CUSTOMERNAME: 'Guest',
        userRole: 'GUEST',
        jtoken: tokens.guest,
      },
    });
  };
  app.get('/authen/login/guest', guestAnswer);
  app.get('/authen/user/login/guest', guestAnswer);
  app.post('/authen/customerProfile', (_request, reply) =>
    reply.send({
      jtoken: tokens.customer,
      CUSTOMERCODE: 'C001',
      CUSTOMERNAME: 'ร้านทดสอบ',
      SALEUNIT: '1001',
    }),
  );
  app.get('/authen/swapdc/:saleUnit', (request, reply) =>
    reply.send({
      jtoken: tokens.customer,
      CUSTOMERCODE: 'C001',
      SALEUNIT: (request.params as { saleUnit: string }).saleUnit,
    }),
  );
  app.post('/api/agent/clients/:code/:saleUnit/login', (_request, reply) =>
    reply.send({ jtoken: tokens.agentClient, CUSTOMERCODE: 'C009', AgentCode: 'C006' }),
  );
  app.post('/api/agent/switchback', (_request, reply) =>
    reply.send({ jtoken: tokens.customer, CUSTOMERCODE: 'C001' }),
  );
  app.get('/api/merchant/loginasclient/:code/:saleUnit', (request, reply) =>
    reply.send({
      Data: {
        jtoken: tokens.clientCustomer,
        CUSTOMERCODE: (request.params as { code: string }).code,
        UserId: 'S01',
      },
    }),
  );
  app.post('/authen/user/login', (_request, reply) =>
    reply.send({
      jtoken: tokens.staff,
      User: { userid: 'S01', usernames: 'Somchai', role: { RoleName: 'Saleman' } },
      Dists: [{ SaleUnit: '1001' }],
    }),
  );
  app.post('/authen/rider/login', (_request, reply) =>
    reply.send({ jtoken: tokens.rider, Rider: { RiderId: 'R01', Name: 'Rider' } }),
  );
  app.post('/authen/logout', (_request, reply) =>
    reply
      .code(logoutStatus)
      .send(
        logoutStatus === 200
          ? { status: 200 }
          : { Message: 'no', IsExceptionHandler: true, Code: 'INTERNAL', StatusCode: logoutStatus },
      ),
  );
  app.post('/api/merchant/register', (_request, reply) =>
    reply.send({ Token: tokens.staff, User: { userid: 'S02' }, NewDistributionCenter: null }),
  );
  app.get('/expired', (_request, reply) =>
    reply
      .code(401)
      .header(
        'www-authenticate',
        'Bearer error="invalid_token", error_description="The token expired"',
      )
      .send({
        Message: 'เซสชันหมดอายุ',
        IsExceptionHandler: true,
        Code: 'AUTH_TOKEN_EXPIRED',
        StatusCode: 401,
      }),
  );
  app.get('/invalid', (_request, reply) =>
    reply
      .code(401)
      .header(
        'www-authenticate',
        'Bearer error="invalid_token", error_description="The token is invalid"',
      )
      .send({
        Message: 'invalid',
        IsExceptionHandler: true,
        Code: 'AUTH_TOKEN_INVALID',
        StatusCode: 401,
      }),
  );
  app.get('/big', (_request, reply) => {
    const items = Array.from({ length: 12_000 }, (_, index) => ({
      P_Code: `P${index}`,
      PRODUCTNAME: 'x'.repeat(80),
    }));
    return reply
      .header('content-type', 'application/json')
      .send(JSON.stringify({ jtoken: 'not-touched', items }));
  });
  app.get('/big-chunked', (_request, reply) => {
    // No content-length: the bff learns the size only while reading.
    const parts = [
      '{"jtoken":"not-touched","items":[',
      ...Array.from(
        { length: 12_000 },
        (_, index) => `${index ? ',' : ''}{"P_Code":"P${index}","PRODUCTNAME":"${'y'.repeat(80)}"}`,
      ),
      ']}',
    ];
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .send(Readable.from(parts.map((part) => Buffer.from(part))));
  });
  app.get('/broken', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    reply.raw.write('{"jtoken":"half');
    setImmediate(() => reply.raw.destroy());
  });
  app.get('/silent', (_request, reply) => {
    // Never answers: the bff's time limit ends the call (and this socket with it).
    reply.hijack();
  });
  app.get('/no-token', (_request, reply) =>
    reply
      .header('content-type', 'application/json')
      .header('etag', '"abc"')
      .send('{"LineUserToken":"x",  "a" : 1}'),
  );
  app.get('/events', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write('data: {"jtoken":"stays"}\n\n');
    const release = () => reply.raw.end('data: second\n\n');
    events.once('release', release);
    reply.raw.once('close', () => {
      events.off('release', release);
      if (!reply.raw.writableFinished) events.emit('abandoned');
    });
  });
  app.get('/sized/:bytes', (request, reply) => {
    // A JSON answer of exactly `bytes` bytes (at least 40), with a token when ?token=1.
    const bytes = Number((request.params as { bytes: string }).bytes);
    const withToken = (request.query as { token?: string }).token === '1';
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', 'Accept-Language')
      .header('etag', '"v1"')
      .send(sizedJson(bytes, withToken ? tokens.customer : undefined));
  });
  app.get('/encoded', (_request, reply) =>
    reply
      .header('content-type', 'application/json')
      .header('content-encoding', 'gzip')
      .send(gzipSync(sizedJson(4000))),
  );
  app.get('/set-cookie', (_request, reply) =>
    reply.header('set-cookie', 'upstream=1; Path=/').send({ ok: true }),
  );
  app.get('/health', (_request, reply) => reply.send({ status: 'ok' }));
  // The first screen of a first visit (web/first-screen.ts): the guest's banners and product list.
  app.post('/GET_MASTER_DATA/GET_WHATSNEW', (_request, reply) =>
    reply.send({
      statusText: 'OK',
      result: [
        { NewsId: 1, NewsType: 'B', ImageUrl: '/files/banners/B1.jpg' },
        { NewsId: 2, NewsType: 'B', ImageUrl: '/files/banners/B2.jpg' },
      ],
    }),
  );
  app.post('/api/products/items', (_request, reply) =>
    reply.send([
      { P_Code: 'P1', PIC_FILENAME: '/files/products/P1.jpg' },
      {
        P_Code: 'P2',
        Images: ['/files/products/P2-a.jpg'],
        PIC_FILENAME: '/files/products/P2.jpg',
      },
      { P_Code: 'P3', PIC_FILENAME: '/files/products/P3.jpg' },
    ]),
  );
  app.all('/echo/*', (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return reply.send({
      method: request.method,
      url: request.url,
      headers: request.headers,
      bodySha: sha256(body),
      bodyLength: body.length,
    });
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    received,
    last: (path) => [...received].reverse().find((request) => request.url.startsWith(path)),
    tokens,
    guestLogins: () => guestCount,
    releaseEvents: () => events.emit('release'),
    eventsAbandoned: async () => {
      await once(events, 'abandoned');
    },
    failGuestLogin: (fail) => {
      guestFails = fail;
    },
    answerLogout: (status) => {
      logoutStatus = status ?? 200;
    },
    close: () => app.close(),
  };
}
