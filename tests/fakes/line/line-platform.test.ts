import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linePlatformClient } from './client';
import { LINE_ISSUER, start, webhookEvents, type FakeLinePlatform } from './index';

let line: FakeLinePlatform;

beforeAll(async () => {
  line = await start({ port: 0, channelId: '1234567890', extraChannelIds: ['2234567890'] });
});
afterAll(async () => {
  await line.stop();
});
beforeEach(() => {
  line.reset();
});

const bot = (path: string, init: RequestInit = {}) =>
  fetch(`${line.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${line.channelAccessToken}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
const form = (path: string, fields: Record<string, string>) =>
  fetch(`${line.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const verifyWithJwks = async (token: string, audience = line.channelId) => {
  const jwks = createRemoteJWKSet(new URL(`${line.url}/oauth2/v2.1/certs`));
  return jwtVerify(token, jwks, { issuer: LINE_ISSUER, audience, algorithms: ['ES256'] });
};

/** A 1x1 PNG is enough for the fake, which checks the type and size only. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function createMenu(): Promise<string> {
  const response = await bot('/v2/bot/richmenu', {
    method: 'POST',
    body: JSON.stringify({
      size: { width: 2500, height: 1686 },
      selected: true,
      name: 'center 1001',
      chatBarText: 'เมนู',
      areas: [
        {
          bounds: { x: 0, y: 0, width: 2500, height: 1686 },
          action: { type: 'uri', uri: 'https://liff.line.me/x' },
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { richMenuId: string }).richMenuId;
}

describe('ID tokens', () => {
  it('signs ES256 tokens that verify against the served JWKS with LINE issuer and the channel audience', async () => {
    const token = await line.idToken({
      sub: 'U0123456789abcdef0123456789abcdef',
      name: 'Somchai',
      picture: 'https://p.example/a.png',
    });
    const { payload, protectedHeader } = await verifyWithJwks(token);
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      iss: 'https://access.line.me',
      aud: '1234567890',
      sub: 'U0123456789abcdef0123456789abcdef',
      name: 'Somchai',
      picture: 'https://p.example/a.png',
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it.each([
    ['expired', /exp/],
    ['wrong-audience', /aud/],
    ['wrong-issuer', /iss/],
    ['bad-signature', /signature/],
  ] as const)('mints a %s token that a verifier refuses', async (defect, reason) => {
    const token = await line.idToken({ defect });
    await expect(verifyWithJwks(token)).rejects.toThrow(reason);
  });

  it('mints a token issued in the future', async () => {
    const token = await line.idToken({ defect: 'future-iat' });
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { iat: number };
    expect(claims.iat).toBeGreaterThan(Date.now() / 1000 + 300);
  });

  it('answers the claims of a good token at /oauth2/v2.1/verify and LINE error texts for bad ones', async () => {
    const good = await form('/oauth2/v2.1/verify', {
      id_token: await line.idToken({ sub: 'Uabc' }),
      client_id: '1234567890',
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ sub: 'Uabc', aud: '1234567890' });

    const expired = await form('/oauth2/v2.1/verify', {
      id_token: await line.idToken({ defect: 'expired' }),
      client_id: '1234567890',
    });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      error: 'invalid_request',
      error_description: 'IdToken expired.',
    });

    const otherChannel = await form('/oauth2/v2.1/verify', {
      id_token: await line.idToken(),
      client_id: '2234567890',
    });
    expect(await otherChannel.json()).toMatchObject({
      error_description: 'Invalid IdToken Audience.',
    });

    const nonce = await form('/oauth2/v2.1/verify', {
      id_token: await line.idToken({ nonce: 'a' }),
      client_id: '1234567890',
      nonce: 'b',
    });
    expect(await nonce.json()).toMatchObject({ error_description: 'Invalid IdToken Nonce.' });
  });

  it('signs for another configured channel', async () => {
    const token = await line.idToken({ channelId: '2234567890' });
    await expect(verifyWithJwks(token, '2234567890')).resolves.toBeTruthy();
  });
});

describe('access tokens', () => {
  it('answers profile and friendship for a signed-in user until the token is revoked', async () => {
    const { userId, accessToken } = await line.login(undefined, { name: 'Malee' });
    const auth = { authorization: `Bearer ${accessToken}` };
    expect(await (await fetch(`${line.url}/v2/profile`, { headers: auth })).json()).toMatchObject({
      userId,
      displayName: 'Malee',
    });
    expect(
      await (await fetch(`${line.url}/friendship/v1/status`, { headers: auth })).json(),
    ).toEqual({ friendFlag: false });
    line.setFriendship(userId, true);
    expect(
      await (await fetch(`${line.url}/friendship/v1/status`, { headers: auth })).json(),
    ).toEqual({ friendFlag: true });

    const verified = await fetch(`${line.url}/oauth2/v2.1/verify?access_token=${accessToken}`);
    expect(await verified.json()).toMatchObject({ client_id: '1234567890' });

    const revoked = await form('/oauth2/v2.1/revoke', {
      access_token: accessToken,
      client_id: '1234567890',
    });
    expect(revoked.status).toBe(200);
    expect(line.isRevoked(accessToken)).toBe(true);
    expect((await fetch(`${line.url}/v2/profile`, { headers: auth })).status).toBe(401);
  });

  it('says an expired access token expired', async () => {
    const { accessToken } = await line.login(undefined, { accessTokenExpired: true });
    const answer = await fetch(`${line.url}/oauth2/v2.1/verify?access_token=${accessToken}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error_description: 'access token expired' });
  });

  it('refuses a revoke for an unknown channel', async () => {
    const { accessToken } = await line.login();
    const answer = await form('/oauth2/v2.1/revoke', {
      access_token: accessToken,
      client_id: '999',
    });
    expect(answer.status).toBe(400);
    expect(line.isRevoked(accessToken)).toBe(false);
  });
});

describe('Messaging API', () => {
  it('refuses calls without the channel access token', async () => {
    const answer = await fetch(`${line.url}/v2/bot/richmenu/list`);
    expect(answer.status).toBe(401);
  });

  it('links a rich menu to a user only once it has an image, and tells which menu a user has', async () => {
    const richMenuId = await createMenu();
    const early = await bot(`/v2/bot/user/Uuser1/richmenu/${richMenuId}`, { method: 'POST' });
    expect(early.status).toBe(400);

    const upload = await bot(`/v2/bot/richmenu/${richMenuId}/content`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(upload.status).toBe(200);
    const again = await bot(`/v2/bot/richmenu/${richMenuId}/content`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(again.status).toBe(400);

    expect((await bot('/v2/bot/user/Uuser1/richmenu')).status).toBe(404);
    expect(
      (await bot(`/v2/bot/user/Uuser1/richmenu/${richMenuId}`, { method: 'POST' })).status,
    ).toBe(200);
    expect(await (await bot('/v2/bot/user/Uuser1/richmenu')).json()).toEqual({ richMenuId });
    expect(line.userRichMenu('Uuser1')).toBe(richMenuId);

    const image = await bot(`/v2/bot/richmenu/${richMenuId}/content`);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a rich menu whose areas fall outside it', async () => {
    const answer = await bot('/v2/bot/richmenu', {
      method: 'POST',
      body: JSON.stringify({
        size: { width: 2500, height: 843 },
        selected: false,
        name: 'x',
        chatBarText: 'x',
        areas: [
          {
            bounds: { x: 0, y: 0, width: 2600, height: 10 },
            action: { type: 'postback', data: 'a' },
          },
        ],
      }),
    });
    expect(answer.status).toBe(400);
    expect(line.richMenus()).toHaveLength(0);
  });

  it('keeps aliases and resolves them', async () => {
    const richMenuId = await createMenu();
    expect(
      (
        await bot('/v2/bot/richmenu/alias', {
          method: 'POST',
          body: JSON.stringify({ richMenuAliasId: 'dc-1001-shop', richMenuId }),
        })
      ).status,
    ).toBe(200);
    const conflict = await bot('/v2/bot/richmenu/alias', {
      method: 'POST',
      body: JSON.stringify({ richMenuAliasId: 'dc-1001-shop', richMenuId }),
    });
    expect(conflict.status).toBe(400);
    expect(await (await bot('/v2/bot/richmenu/alias/dc-1001-shop')).json()).toEqual({
      richMenuAliasId: 'dc-1001-shop',
      richMenuId,
    });
    expect((await bot('/v2/bot/richmenu/alias/unknown')).status).toBe(404);
  });

  it('sends a push once per retry key and answers 409 with the accepted request id to a repeat', async () => {
    const retryKey = randomUUID();
    const push = () =>
      bot('/v2/bot/message/push', {
        method: 'POST',
        headers: { 'x-line-retry-key': retryKey },
        body: JSON.stringify({ to: 'Uuser2', messages: [{ type: 'text', text: 'สวัสดี' }] }),
      });
    const first = await push();
    expect(first.status).toBe(200);
    const second = await push();
    expect(second.status).toBe(409);
    expect(second.headers.get('x-line-accepted-request-id')).toBe(
      first.headers.get('x-line-request-id'),
    );
    expect(line.pushes('Uuser2')).toHaveLength(1);
    expect(line.pushes('Uuser2')[0]).toMatchObject({
      retryKey,
      messages: [{ type: 'text', text: 'สวัสดี' }],
    });
  });

  it('refuses a retry key that is not a UUID', async () => {
    const answer = await bot('/v2/bot/message/push', {
      method: 'POST',
      headers: { 'x-line-retry-key': 'again' },
      body: JSON.stringify({ to: 'U1', messages: [{ type: 'text', text: 'x' }] }),
    });
    expect(answer.status).toBe(400);
    expect(line.pushes()).toHaveLength(0);
  });
});

describe('multicast', () => {
  const userIds = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => `U${String(from + i).padStart(32, '0')}`);
  const multicast = (to: unknown, retryKey: string | null = randomUUID()) =>
    bot('/v2/bot/message/multicast', {
      method: 'POST',
      headers: retryKey === null ? {} : { 'x-line-retry-key': retryKey },
      body: JSON.stringify({ to, messages: [{ type: 'text', text: 'โปรวันนี้' }] }),
    });

  it('delivers one message set to up to 500 users once per retry key; a repeat is 409', async () => {
    const retryKey = randomUUID();
    const first = await multicast(userIds(500), retryKey);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({});
    const again = await multicast(userIds(500), retryKey);
    expect(again.status).toBe(409);
    expect(again.headers.get('x-line-accepted-request-id')).toBe(first.headers.get('x-line-request-id'));
    expect(line.multicasts()).toHaveLength(1);
    expect(line.multicasts(userIds(1, 499)[0])).toHaveLength(1);
  });

  it('refuses no users, more than 500, or an id that is not a user id, naming the property', async () => {
    for (const to of [[], userIds(501), ['Uabc'], 'U'.padEnd(33, '0')]) {
      const answer = await multicast(to);
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { details: { property: string }[] };
      expect(body.details[0]?.property).toMatch(/^to/);
    }
    expect(line.multicasts()).toHaveLength(0);
  });

  it('answers 429 and 500 as told, delivering nothing', async () => {
    line.fail({ path: '/v2/bot/message/multicast', status: 429, times: 1, body: { message: 'Too Many Requests' } });
    line.fail({ path: '/v2/bot/message/multicast', status: 500, times: 1 });
    expect((await multicast(userIds(2))).status).toBe(429);
    expect((await multicast(userIds(2))).status).toBe(500);
    expect(line.multicasts()).toHaveLength(0);
  });

  it('loses the answer of an accepted call when told: the retry with its key is 409, delivered once', async () => {
    line.fail({ path: '/v2/bot/message/multicast', status: 500, times: 1, afterAccepting: true });
    const retryKey = randomUUID();
    expect((await multicast(userIds(3), retryKey)).status).toBe(500);
    expect((await multicast(userIds(3), retryKey)).status).toBe(409);
    expect(line.multicasts()).toHaveLength(1);
  });
});

describe('webhooks', () => {
  it('posts events signed with the channel secret, and accepts a reply to their reply token once', async () => {
    const received: { signature: string | undefined; body: string }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          signature: req.headers['x-line-signature'] as string | undefined,
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      const follow = webhookEvents.follow('Ufollower');
      expect((await line.sendWebhook(target, [follow])).status).toBe(200);
      await line.sendWebhook(target, [webhookEvents.unfollow('Ufollower')], { signature: 'wrong' });

      const [good, wrong] = received;
      const expected = createHmac('sha256', line.channelSecret).update(good!.body).digest('base64');
      expect(good!.signature).toBe(expected);
      expect(JSON.parse(good!.body)).toMatchObject({
        destination: line.botUserId,
        events: [{ type: 'follow', source: { userId: 'Ufollower' } }],
      });
      expect(wrong!.signature).not.toBe(
        createHmac('sha256', line.channelSecret).update(wrong!.body).digest('base64'),
      );

      const reply = () =>
        bot('/v2/bot/message/reply', {
          method: 'POST',
          body: JSON.stringify({
            replyToken: follow.replyToken,
            messages: [{ type: 'text', text: 'hi' }],
          }),
        });
      expect((await reply()).status).toBe(200);
      expect((await reply()).status).toBe(400);
      expect(line.replies()).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('LIFF server API', () => {
  it('adds, lists, updates and deletes LIFF apps', async () => {
    const created = await bot('/liff/v1/apps', {
      method: 'POST',
      body: JSON.stringify({
        view: { type: 'full', url: 'https://shop.example.com/' },
        description: 'shop',
        scope: ['openid'],
      }),
    });
    const { liffId } = (await created.json()) as { liffId: string };
    expect(liffId).toMatch(/^1234567890-/);
    expect(
      (
        await bot(`/liff/v1/apps/${liffId}`, {
          method: 'PUT',
          body: JSON.stringify({ view: { url: 'https://shop.example.com/eorder/' } }),
        })
      ).status,
    ).toBe(200);
    expect(await (await bot('/liff/v1/apps')).json()).toEqual({
      apps: [
        expect.objectContaining({
          liffId,
          view: { type: 'full', url: 'https://shop.example.com/eorder/' },
        }),
      ],
    });
    expect((await bot(`/liff/v1/apps/${liffId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await bot(`/liff/v1/apps/${liffId}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('recording and failing', () => {
  it('records every call with its headers and body', async () => {
    await bot('/v2/bot/message/push', {
      method: 'POST',
      body: JSON.stringify({ to: 'U9', messages: [{ type: 'text', text: 'x' }] }),
    });
    const [call] = line.calls({ path: '/v2/bot/message/push' });
    expect(call).toMatchObject({
      method: 'POST',
      status: 200,
      body: { to: 'U9' },
      headers: expect.objectContaining({
        authorization: `Bearer ${line.channelAccessToken}`,
      }) as unknown,
    });
  });

  it('answers the told status for the told number of matching calls', async () => {
    line.fail({ path: '/v2/bot/message/*', status: 500, times: 1 });
    const push = () =>
      bot('/v2/bot/message/push', {
        method: 'POST',
        body: JSON.stringify({ to: 'U9', messages: [{ type: 'text', text: 'x' }] }),
      });
    expect((await push()).status).toBe(500);
    expect((await push()).status).toBe(200);
    expect(line.pushes()).toHaveLength(1);
  });

  it('is driven over HTTP from another process', async () => {
    const client = linePlatformClient(line.url);
    const token = await client.idToken({ sub: 'Uremote', defect: 'wrong-audience' });
    await expect(verifyWithJwks(token)).rejects.toThrow(/aud/);
    const { userId, accessToken } = await client.login({
      userId: 'Uremote2',
      displayName: 'Remote',
    });
    expect(userId).toBe('Uremote2');
    await client.setFriendship(userId, true);
    const friendship = await fetch(`${line.url}/friendship/v1/status`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(await friendship.json()).toEqual({ friendFlag: true });
    await client.fail({ path: '/v2/profile', status: 503, times: 1 });
    expect(
      (
        await fetch(`${line.url}/v2/profile`, {
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).status,
    ).toBe(503);
    expect(await client.calls({ path: '/v2/profile' })).toHaveLength(1);
  });
});
