// A fake LINE Platform on 127.0.0.1 (LINE Login, LIFF server API, Messaging API) with real ES256 ID
// tokens; a repeated X-Line-Retry-Key answers 409 and sends nothing twice. Controls under /__fake/.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestError, isRecord, listen, sendJson } from '../http';
import {
  createIdTokenSigner,
  ID_TOKEN_DEFECTS,
  newLineUserId,
  type IdTokenOptions,
} from './id-tokens';
import { signWebhookBody, type WebhookBody, type WebhookEvent } from './webhooks';

export {
  LINE_ISSUER,
  ID_TOKEN_DEFECTS,
  newLineUserId,
  type IdTokenDefect,
  type IdTokenOptions,
} from './id-tokens';
export { signWebhookBody, webhookEvents, type WebhookBody, type WebhookEvent } from './webhooks';

export const DEFAULT_LINE_CHANNEL_ID = '1650000001';
export const DEFAULT_LINE_CHANNEL_SECRET = 'fake-line-channel-secret';
export const DEFAULT_LINE_CHANNEL_ACCESS_TOKEN = 'fake-line-channel-access-token';

const MAX_RAW_BODY_BYTES = 2 * 1024 * 1024;
const ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface FakeLinePlatformOptions {
  port?: number;
  host?: string;
  /** The LINE Login channel: the audience of ID tokens and the owner of access tokens. */
  channelId?: string;
  /** More LINE Login channels whose tokens verify (a merchant app on its own channel). */
  extraChannelIds?: string[];
  /** The Messaging API channel secret: webhooks are signed with it. */
  channelSecret?: string;
  /** The bearer token the Messaging API and the LIFF server API accept. */
  channelAccessToken?: string;
  /** The bot's user id (`destination` of webhooks). */
  botUserId?: string;
}

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  statusMessage?: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Request headers, lower-cased. */
  headers: Record<string, string>;
  /** JSON or form fields as an object; images as `{ contentType, size }`; undefined when empty. */
  body: unknown;
  /** The status the fake answered. */
  status: number;
  at: string;
}

export interface FailRule {
  /** Exact path, or a prefix when it ends with `*`; every path when absent. */
  path?: string;
  method?: string;
  status: number;
  /** How many matching calls fail; all of them when absent. */
  times?: number;
  body?: unknown;
  /**
   * The call is carried out (a message is delivered, its retry key accepted) and only the answer
   * is lost: what a timeout after LINE accepted looks like to the sender.
   */
  afterAccepting?: boolean;
}

export interface StoredRichMenu {
  richMenuId: string;
  size: { width: number; height: number };
  selected: boolean;
  name: string;
  chatBarText: string;
  areas: unknown[];
  image: { contentType: string; bytes: Buffer } | null;
}

export interface PushedMessage {
  requestId: string;
  to: string;
  messages: unknown[];
  retryKey: string | null;
  at: string;
}

export interface MulticastMessage {
  requestId: string;
  to: string[];
  messages: unknown[];
  retryKey: string | null;
  at: string;
}

export interface RepliedMessage {
  requestId: string;
  replyToken: string;
  messages: unknown[];
  at: string;
}

export interface LiffAppRecord {
  liffId: string;
  [key: string]: unknown;
}

export interface WebhookResult {
  status: number;
  body: string;
}

export interface FakeLinePlatform {
  url: string;
  port: number;
  channelId: string;
  channelSecret: string;
  channelAccessToken: string;
  botUserId: string;

  /** A signed ID token (see IdTokenOptions.defect for the refused kinds). */
  idToken(options?: IdTokenOptions & { channelId?: string }): Promise<string>;
  /** Makes a LINE user known (profile), and answers it. */
  addUser(profile?: Partial<LineProfile>): LineProfile;
  /** A signed-in LINE user: its ID token and an access token the platform knows. */
  login(
    userId?: string,
    options?: IdTokenOptions & { channelId?: string; accessTokenExpired?: boolean },
  ): Promise<{ userId: string; idToken: string; accessToken: string }>;
  /** Whether an access token was revoked. */
  isRevoked(accessToken: string): boolean;
  setFriendship(userId: string, friendFlag: boolean): void;

  richMenus(): StoredRichMenu[];
  aliases(): Record<string, string>;
  /** The rich menu linked to a user, or null. */
  userRichMenu(userId: string): string | null;
  pushes(to?: string): PushedMessage[];
  /** Multicast calls LINE accepted (to a user, when given), oldest first. */
  multicasts(to?: string): MulticastMessage[];
  replies(): RepliedMessage[];
  liffApps(): LiffAppRecord[];

  calls(filter?: { method?: string; path?: string }): RecordedCall[];
  clearCalls(): void;
  /** Matching calls answer `status` (see FailRule); `null` stops every failure. */
  fail(rule: FailRule | null): void;
  /** Forgets users, tokens, menus, links, messages, apps, calls and failures (keys stay). */
  reset(): void;

  /** Posts events to `url`, signed with the channel secret (or a wrong signature). */
  sendWebhook(
    url: string,
    events: WebhookEvent[],
    options?: { signature?: 'valid' | 'wrong' | 'missing'; secret?: string },
  ): Promise<WebhookResult>;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------

interface AccessTokenRecord {
  userId: string;
  channelId: string;
  expiresAt: number;
  revoked: boolean;
}

interface FailState extends FailRule {
  remaining: number | null;
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_RAW_BODY_BYTES) throw new BadRequestError('body too large', 413);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

type ParsedBody =
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, string> }
  | { kind: 'binary'; contentType: string; bytes: Buffer };

function parseBody(raw: Buffer, contentType: string): ParsedBody {
  if (raw.length === 0) return { kind: 'empty' };
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') {
    try {
      return { kind: 'json', value: JSON.parse(raw.toString('utf8')) as unknown };
    } catch {
      throw new BadRequestError('The request body has 1 error(s)');
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { kind: 'form', value: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  }
  return { kind: 'binary', contentType: type, bytes: raw };
}

function recordedBody(body: ParsedBody): unknown {
  switch (body.kind) {
    case 'empty':
      return undefined;
    case 'json':
    case 'form':
      return body.value;
    case 'binary':
      return { contentType: body.contentType, size: body.bytes.length };
  }
}

function bearerOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

function matches(rule: FailRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  if (!rule.path) return true;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

const newRequestId = () => randomUUID();
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A user id as the Messaging API gives them: U and 32 characters. */
const USER_ID_PATTERN = /^U[0-9A-Za-z]{32}$/;
const ALIAS_PATTERN = /^[a-z0-9_-]{1,32}$/;

function isMessageList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length >= 1 && value.length <= 5 && value.every(isRecord);
}

function validateRichMenu(body: unknown): Omit<StoredRichMenu, 'richMenuId' | 'image'> {
  if (!isRecord(body)) throw new BadRequestError('The request body has 1 error(s)');
  const { size, selected, name, chatBarText, areas } = body;
  if (!isRecord(size) || typeof size.width !== 'number' || typeof size.height !== 'number') {
    throw new BadRequestError('size is required');
  }
  if (
    size.width < 800 ||
    size.width > 2500 ||
    size.height < 250 ||
    size.width / size.height < 1.45
  ) {
    throw new BadRequestError(
      'size must be 800-2500 wide, at least 250 high, with a ratio of at least 1.45',
    );
  }
  if (typeof selected !== 'boolean') throw new BadRequestError('selected is required');
  if (typeof name !== 'string' || name.length === 0 || name.length > 300)
    throw new BadRequestError('name is invalid');
  if (typeof chatBarText !== 'string' || chatBarText.length === 0 || chatBarText.length > 14) {
    throw new BadRequestError('chatBarText must have 1 to 14 characters');
  }
  if (!Array.isArray(areas) || areas.length > 20)
    throw new BadRequestError('areas must hold at most 20 areas');
  for (const area of areas) {
    if (
      !isRecord(area) ||
      !isRecord(area.bounds) ||
      !isRecord(area.action) ||
      typeof area.action.type !== 'string'
    ) {
      throw new BadRequestError('every area needs bounds and an action');
    }
    const { x, y, width, height } = area.bounds;
    if (
      typeof x !== 'number' ||
      typeof y !== 'number' ||
      typeof width !== 'number' ||
      typeof height !== 'number' ||
      x < 0 ||
      y < 0 ||
      x + width > size.width ||
      y + height > size.height
    ) {
      throw new BadRequestError('an area lies outside the rich menu');
    }
  }
  return { size: { width: size.width, height: size.height }, selected, name, chatBarText, areas };
}

export async function start(options: FakeLinePlatformOptions = {}): Promise<FakeLinePlatform> {
  const channelId = options.channelId ?? DEFAULT_LINE_CHANNEL_ID;
  const channelIds = new Set([channelId, ...(options.extraChannelIds ?? [])]);
  const channelSecret = options.channelSecret ?? DEFAULT_LINE_CHANNEL_SECRET;
  const channelAccessToken = options.channelAccessToken ?? DEFAULT_LINE_CHANNEL_ACCESS_TOKEN;
  const botUserId = options.botUserId ?? newLineUserId();
  const signer = await createIdTokenSigner();

  const users = new Map<string, LineProfile>();
  const accessTokens = new Map<string, AccessTokenRecord>();
  const friends = new Map<string, boolean>();
  const liffApps = new Map<string, LiffAppRecord>();
  const richMenus = new Map<string, StoredRichMenu>();
  const aliases = new Map<string, string>();
  const userMenus = new Map<string, string>();
  const retryKeys = new Map<string, string>();
  const pushes: PushedMessage[] = [];
  const multicasts: MulticastMessage[] = [];
  const replies: RepliedMessage[] = [];
  const replyTokens = new Set<string>();
  const calls: RecordedCall[] = [];
  let failures: FailState[] = [];

  const ensureUser = (userId: string, profile: Partial<LineProfile> = {}): LineProfile => {
    const existing = users.get(userId);
    if (existing) {
      Object.assign(
        existing,
        Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined)),
      );
      return existing;
    }
    const created: LineProfile = {
      userId,
      displayName: profile.displayName ?? `LINE user ${userId.slice(1, 7)}`,
      ...(profile.pictureUrl ? { pictureUrl: profile.pictureUrl } : {}),
      ...(profile.statusMessage ? { statusMessage: profile.statusMessage } : {}),
    };
    users.set(userId, created);
    return created;
  };

  const issueAccessToken = (userId: string, channel: string, expired = false): string => {
    const token = `fake-at-${randomBytes(24).toString('base64url')}`;
    const now = Math.floor(Date.now() / 1000);
    accessTokens.set(token, {
      userId,
      channelId: channel,
      expiresAt: expired ? now - 60 : now + ACCESS_TOKEN_TTL_SECONDS,
      revoked: false,
    });
    return token;
  };

  /** The live access token of a Bearer header, or the reason it is not. */
  const accessTokenOf = (req: IncomingMessage): AccessTokenRecord | 'expired' | 'invalid' => {
    const token = bearerOf(req);
    const record = token ? accessTokens.get(token) : undefined;
    if (!record || record.revoked) return 'invalid';
    if (record.expiresAt <= Math.floor(Date.now() / 1000)) return 'expired';
    return record;
  };

  const takeFailure = (method: string, path: string): FailState | undefined => {
    const rule = failures.find((candidate) => matches(candidate, method, path));
    if (!rule) return undefined;
    if (rule.remaining !== null) {
      rule.remaining -= 1;
      if (rule.remaining <= 0) failures = failures.filter((candidate) => candidate !== rule);
    }
    return rule;
  };

  /**
   * The call's retry key (null without one); false once a repeated key was answered 409 with the
   * request id that accepted it, as LINE does.
   */
  const acceptedRetryKey = (req: IncomingMessage, answer: Answer): string | null | false => {
    const header = req.headers['x-line-retry-key'];
    const retryKey = typeof header === 'string' ? header : null;
    if (retryKey !== null && !UUID_PATTERN.test(retryKey))
      throw new BadRequestError('The retry key must be a UUID');
    const accepted = retryKey === null ? undefined : retryKeys.get(retryKey);
    if (accepted) {
      answer(
        409,
        { message: 'The retry key is already accepted', sentMessages: [] },
        { 'x-line-accepted-request-id': accepted },
      );
      return false;
    }
    return retryKey;
  };

  const listening = await listen(
    async (req, res, url) => {
      const method = (req.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/\/+$/, '') || '/';
      const raw = await readRaw(req);

      if (path.startsWith('/__fake/')) {
        await control(method, path, url, raw, res);
        return;
      }

      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers[key] = value;
        else if (Array.isArray(value)) headers[key] = value.join(', ');
      }
      const call: RecordedCall = {
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        headers,
        body: undefined,
        status: 0,
        at: new Date().toISOString(),
      };
      calls.push(call);
      const answer = (status: number, body?: unknown, extra: Record<string, string> = {}) => {
        call.status = status;
        const requestHeaders: Record<string, string> = path.startsWith('/v2/bot/')
          ? { 'x-line-request-id': extra['x-line-request-id'] ?? newRequestId() }
          : {};
        if (body === undefined) {
          res.writeHead(status, { ...requestHeaders, ...extra, 'content-length': '0' });
          res.end();
          return;
        }
        sendJson(res, status, body, { ...requestHeaders, ...extra });
      };

      let parsed: ParsedBody;
      try {
        parsed = parseBody(raw, req.headers['content-type'] ?? '');
      } catch (error) {
        answer(400, { message: error instanceof Error ? error.message : 'bad request' });
        return;
      }
      call.body = recordedBody(parsed);

      const failure = takeFailure(method, path);
      if (failure?.afterAccepting) {
        // Carry the call out, then answer as told (the real answer is lost on the way).
        const lost: Answer = () => undefined;
        try {
          await route(method, path, url, req, parsed, lost, () => undefined);
        } catch {
          // A refused call is answered as told too.
        }
      }
      if (failure) {
        answer(
          failure.status,
          failure.body ?? {
            message: `the fake LINE Platform was told to answer ${failure.status}`,
          },
        );
        return;
      }

      const answerBytes = (contentType: string, bytes: Buffer) => {
        call.status = 200;
        res.writeHead(200, {
          'content-type': contentType,
          'content-length': String(bytes.length),
          'x-line-request-id': newRequestId(),
        });
        res.end(bytes);
      };

      try {
        await route(method, path, url, req, parsed, answer, answerBytes);
      } catch (error) {
        if (error instanceof BadRequestError) {
          answer(error.status, { message: error.message });
          return;
        }
        throw error;
      }
    },
    { port: options.port ?? 0, host: options.host ?? '127.0.0.1' },
  );

  type Answer = (status: number, body?: unknown, extra?: Record<string, string>) => void;

  const jsonOf = (body: ParsedBody): unknown => (body.kind === 'json' ? body.value : undefined);
  const formOf = (body: ParsedBody): Record<string, string> => {
    if (body.kind === 'form') return body.value;
    if (body.kind === 'empty') return {};
    throw new BadRequestError('expected application/x-www-form-urlencoded');
  };

  async function route(
    method: string,
    path: string,
    url: URL,
    req: IncomingMessage,
    body: ParsedBody,
    answer: Answer,
    answerBytes: (contentType: string, bytes: Buffer) => void,
  ): Promise<void> {
    // ------------------------------------------------------------------ LINE Login
    if (method === 'GET' && path === '/oauth2/v2.1/certs') {
      answer(200, signer.jwks());
      return;
    }
    if (path === '/oauth2/v2.1/verify') {
      if (method === 'POST') {
        const form = formOf(body);
        const idToken = form.id_token;
        const clientId = form.client_id;
        if (!idToken || !clientId) {
          answer(400, {
            error: 'invalid_request',
            error_description: 'id_token and client_id are required',
          });
          return;
        }
        if (!channelIds.has(clientId)) {
          answer(400, { error: 'invalid_client', error_description: 'Invalid client_id.' });
          return;
        }
        const result = await signer.verify(idToken, clientId, {
          ...(form.nonce ? { nonce: form.nonce } : {}),
          ...(form.user_id ? { userId: form.user_id } : {}),
        });
        if (!result.ok)
          answer(400, { error: 'invalid_request', error_description: result.description });
        else answer(200, result.claims);
        return;
      }
      if (method === 'GET') {
        const token = url.searchParams.get('access_token');
        const record = token ? accessTokens.get(token) : undefined;
        if (!record || record.revoked) {
          answer(400, { error: 'invalid_request', error_description: 'invalid access token' });
          return;
        }
        const left = record.expiresAt - Math.floor(Date.now() / 1000);
        if (left <= 0) {
          answer(400, { error: 'invalid_request', error_description: 'access token expired' });
          return;
        }
        answer(200, {
          scope: 'openid profile chat_message.write',
          client_id: record.channelId,
          expires_in: left,
        });
        return;
      }
    }
    if (method === 'POST' && path === '/oauth2/v2.1/revoke') {
      const form = formOf(body);
      if (!form.access_token || !form.client_id) {
        answer(400, {
          error: 'invalid_request',
          error_description: 'access_token and client_id are required',
        });
        return;
      }
      if (!channelIds.has(form.client_id)) {
        answer(400, { error: 'invalid_client', error_description: 'Invalid client_id.' });
        return;
      }
      const record = accessTokens.get(form.access_token);
      // LINE answers 200 for a token it does not know: revoking is idempotent.
      if (record) record.revoked = true;
      answer(200);
      return;
    }
    if (method === 'GET' && (path === '/v2/profile' || path === '/friendship/v1/status')) {
      const record = accessTokenOf(req);
      if (record === 'invalid' || record === 'expired') {
        answer(401, {
          message: record === 'expired' ? 'The access token expired' : 'invalid token',
        });
        return;
      }
      if (path === '/v2/profile') answer(200, ensureUser(record.userId));
      else answer(200, { friendFlag: friends.get(record.userId) ?? false });
      return;
    }

    // ------------------------------------------------------------------ channel access token APIs
    if (path.startsWith('/liff/') || path.startsWith('/v2/bot/')) {
      if (bearerOf(req) !== channelAccessToken) {
        answer(401, {
          message:
            'Authentication failed. Confirm that the access token in the authorization header is valid.',
        });
        return;
      }
    }

    // ------------------------------------------------------------------ LIFF server API
    if (path === '/liff/v1/apps') {
      if (method === 'GET') {
        answer(200, { apps: [...liffApps.values()] });
        return;
      }
      if (method === 'POST') {
        const app = jsonOf(body);
        if (
          !isRecord(app) ||
          !isRecord(app.view) ||
          typeof app.view.url !== 'string' ||
          typeof app.view.type !== 'string'
        ) {
          throw new BadRequestError('view.type and view.url are required');
        }
        const liffId = `${channelId}-${randomBytes(6).toString('base64url').slice(0, 8)}`;
        liffApps.set(liffId, { ...app, liffId });
        answer(200, { liffId });
        return;
      }
    }
    const liffMatch = /^\/liff\/v1\/apps\/([^/]+)$/.exec(path);
    if (liffMatch?.[1]) {
      const liffId = decodeURIComponent(liffMatch[1]);
      const existing = liffApps.get(liffId);
      if (!existing) {
        answer(404, { message: 'The LIFF app does not exist.' });
        return;
      }
      if (method === 'PUT') {
        const update = jsonOf(body);
        if (!isRecord(update)) throw new BadRequestError('expected a JSON object');
        const view =
          isRecord(update.view) && isRecord(existing.view)
            ? { ...existing.view, ...update.view }
            : (update.view ?? existing.view);
        liffApps.set(liffId, { ...existing, ...update, view, liffId });
        answer(200);
        return;
      }
      if (method === 'DELETE') {
        liffApps.delete(liffId);
        answer(200);
        return;
      }
    }

    // ------------------------------------------------------------------ rich menus
    if (method === 'POST' && path === '/v2/bot/richmenu') {
      const menu = validateRichMenu(jsonOf(body));
      const richMenuId = `richmenu-${randomBytes(16).toString('hex')}`;
      richMenus.set(richMenuId, { ...menu, richMenuId, image: null });
      answer(200, { richMenuId });
      return;
    }
    if (method === 'GET' && path === '/v2/bot/richmenu/list') {
      answer(200, { richmenus: [...richMenus.values()].map(({ image: _image, ...menu }) => menu) });
      return;
    }
    if (path === '/v2/bot/richmenu/alias' && method === 'POST') {
      const input = jsonOf(body);
      if (
        !isRecord(input) ||
        typeof input.richMenuAliasId !== 'string' ||
        typeof input.richMenuId !== 'string'
      ) {
        throw new BadRequestError('richMenuAliasId and richMenuId are required');
      }
      if (!ALIAS_PATTERN.test(input.richMenuAliasId))
        throw new BadRequestError('richMenuAliasId is invalid');
      if (!richMenus.has(input.richMenuId)) throw new BadRequestError('richmenu not found');
      if (aliases.has(input.richMenuAliasId)) {
        answer(400, { message: 'conflict richmenu alias id' });
        return;
      }
      aliases.set(input.richMenuAliasId, input.richMenuId);
      answer(200, {});
      return;
    }
    if (method === 'GET' && path === '/v2/bot/richmenu/alias/list') {
      answer(200, {
        aliases: [...aliases].map(([richMenuAliasId, richMenuId]) => ({
          richMenuAliasId,
          richMenuId,
        })),
      });
      return;
    }
    const aliasMatch = /^\/v2\/bot\/richmenu\/alias\/([^/]+)$/.exec(path);
    if (aliasMatch?.[1]) {
      const aliasId = decodeURIComponent(aliasMatch[1]);
      const current = aliases.get(aliasId);
      if (current === undefined) {
        answer(404, { message: 'richmenu alias not found' });
        return;
      }
      if (method === 'GET') {
        answer(200, { richMenuAliasId: aliasId, richMenuId: current });
        return;
      }
      if (method === 'POST') {
        const input = jsonOf(body);
        if (!isRecord(input) || typeof input.richMenuId !== 'string')
          throw new BadRequestError('richMenuId is required');
        if (!richMenus.has(input.richMenuId)) throw new BadRequestError('richmenu not found');
        aliases.set(aliasId, input.richMenuId);
        answer(200, {});
        return;
      }
      if (method === 'DELETE') {
        aliases.delete(aliasId);
        answer(200, {});
        return;
      }
    }
    const contentMatch = /^\/v2\/bot\/richmenu\/([^/]+)\/content$/.exec(path);
    if (contentMatch?.[1]) {
      const menu = richMenus.get(decodeURIComponent(contentMatch[1]));
      if (!menu) {
        answer(404, { message: 'Not found' });
        return;
      }
      if (method === 'POST') {
        if (
          body.kind !== 'binary' ||
          (body.contentType !== 'image/png' && body.contentType !== 'image/jpeg')
        ) {
          throw new BadRequestError('the image must be image/png or image/jpeg');
        }
        if (body.bytes.length > 1024 * 1024)
          throw new BadRequestError('the image must be at most 1 MB');
        if (menu.image) {
          answer(400, { message: 'An image has already been uploaded to the richmenu' });
          return;
        }
        menu.image = { contentType: body.contentType, bytes: body.bytes };
        answer(200, {});
        return;
      }
      if (method === 'GET') {
        if (!menu.image) {
          answer(404, { message: 'Not found' });
          return;
        }
        answerBytes(menu.image.contentType, menu.image.bytes);
        return;
      }
    }
    const menuMatch = /^\/v2\/bot\/richmenu\/([^/]+)$/.exec(path);
    if (menuMatch?.[1]) {
      const richMenuId = decodeURIComponent(menuMatch[1]);
      const menu = richMenus.get(richMenuId);
      if (!menu) {
        answer(404, { message: 'Not found' });
        return;
      }
      if (method === 'GET') {
        const { image: _image, ...rest } = menu;
        answer(200, rest);
        return;
      }
      if (method === 'DELETE') {
        richMenus.delete(richMenuId);
        for (const [alias, target] of aliases) if (target === richMenuId) aliases.delete(alias);
        for (const [user, target] of userMenus) if (target === richMenuId) userMenus.delete(user);
        answer(200, {});
        return;
      }
    }
    const linkMatch = /^\/v2\/bot\/user\/([^/]+)\/richmenu(?:\/([^/]+))?$/.exec(path);
    if (linkMatch?.[1]) {
      const userId = decodeURIComponent(linkMatch[1]);
      const target = linkMatch[2] ? decodeURIComponent(linkMatch[2]) : undefined;
      if (method === 'POST' && target) {
        const menu = richMenus.get(target);
        if (!menu) {
          answer(404, { message: 'richmenu not found' });
          return;
        }
        if (!menu.image) {
          answer(400, { message: 'must upload richmenu image before applying it to user' });
          return;
        }
        userMenus.set(userId, target);
        answer(200, {});
        return;
      }
      if (method === 'GET' && !target) {
        const linked = userMenus.get(userId);
        if (!linked) answer(404, { message: 'the user has no richmenu' });
        else answer(200, { richMenuId: linked });
        return;
      }
      if (method === 'DELETE' && !target) {
        userMenus.delete(userId);
        answer(200, {});
        return;
      }
    }

    // ------------------------------------------------------------------ messages
    if (method === 'POST' && path === '/v2/bot/message/multicast') {
      const input = jsonOf(body);
      const details: { message: string; property: string }[] = [];
      if (!isRecord(input) || !Array.isArray(input.to) || input.to.length < 1 || input.to.length > 500) {
        details.push({ message: 'Size must be between 1 and 500', property: 'to' });
      } else {
        input.to.forEach((to: unknown, index) => {
          if (typeof to !== 'string' || !USER_ID_PATTERN.test(to)) {
            details.push({ message: 'Invalid user id', property: `to[${index}]` });
          }
        });
      }
      if (!isRecord(input) || !isMessageList(input.messages)) {
        details.push({ message: 'Size must be between 1 and 5', property: 'messages' });
      }
      if (details.length > 0 || !isRecord(input)) {
        answer(400, { message: `The request body has ${details.length} error(s)`, details });
        return;
      }
      const retryKey = acceptedRetryKey(req, answer);
      if (retryKey === false) return;
      const requestId = newRequestId();
      if (retryKey !== null) retryKeys.set(retryKey, requestId);
      multicasts.push({
        requestId,
        to: input.to as string[],
        messages: input.messages as unknown[],
        retryKey,
        at: new Date().toISOString(),
      });
      answer(200, {}, { 'x-line-request-id': requestId });
      return;
    }
    if (method === 'POST' && path === '/v2/bot/message/push') {
      const input = jsonOf(body);
      if (!isRecord(input) || typeof input.to !== 'string' || !isMessageList(input.messages)) {
        throw new BadRequestError('to and 1 to 5 messages are required');
      }
      const retryKey = acceptedRetryKey(req, answer);
      if (retryKey === false) return;
      const requestId = newRequestId();
      if (retryKey !== null) retryKeys.set(retryKey, requestId);
      pushes.push({
        requestId,
        to: input.to,
        messages: input.messages,
        retryKey,
        at: new Date().toISOString(),
      });
      answer(
        200,
        {
          sentMessages: input.messages.map(() => ({
            id: String(Date.now()),
            quoteToken: randomBytes(8).toString('hex'),
          })),
        },
        { 'x-line-request-id': requestId },
      );
      return;
    }
    if (method === 'POST' && path === '/v2/bot/message/reply') {
      const input = jsonOf(body);
      if (
        !isRecord(input) ||
        typeof input.replyToken !== 'string' ||
        !isMessageList(input.messages)
      ) {
        throw new BadRequestError('replyToken and 1 to 5 messages are required');
      }
      if (!replyTokens.delete(input.replyToken)) {
        answer(400, { message: 'Invalid reply token' });
        return;
      }
      const requestId = newRequestId();
      replies.push({
        requestId,
        replyToken: input.replyToken,
        messages: input.messages,
        at: new Date().toISOString(),
      });
      answer(
        200,
        { sentMessages: input.messages.map(() => ({ id: String(Date.now()) })) },
        { 'x-line-request-id': requestId },
      );
      return;
    }
    const profileMatch = /^\/v2\/bot\/profile\/([^/]+)$/.exec(path);
    if (method === 'GET' && profileMatch?.[1]) {
      const profile = users.get(decodeURIComponent(profileMatch[1]));
      if (!profile) answer(404, { message: 'Not found' });
      else answer(200, profile);
      return;
    }

    answer(404, { message: `${method} ${path} is not part of the fake LINE Platform` });
  }

  // ------------------------------------------------------------------ test controls over HTTP

  async function control(
    method: string,
    path: string,
    url: URL,
    raw: Buffer,
    res: ServerResponse,
  ): Promise<void> {
    const json = (): Record<string, unknown> => {
      if (raw.length === 0) return {};
      let value: unknown;
      try {
        value = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new BadRequestError('body is not valid JSON');
      }
      if (!isRecord(value)) throw new BadRequestError('expected a JSON object');
      return value;
    };
    const route = `${method} ${path}`;
    switch (route) {
      case 'GET /__fake/health':
        sendJson(res, 200, { status: 'ok', channelId });
        return;
      case 'POST /__fake/id-token': {
        sendJson(res, 200, { idToken: await platform.idToken(idTokenOptionsOf(json())) });
        return;
      }
      case 'POST /__fake/login': {
        const body = json();
        const userId = typeof body.userId === 'string' ? body.userId : undefined;
        if (typeof body.displayName === 'string' && userId)
          ensureUser(userId, { displayName: body.displayName });
        sendJson(res, 200, await platform.login(userId, idTokenOptionsOf(body)));
        return;
      }
      case 'POST /__fake/friendship': {
        const body = json();
        if (typeof body.userId !== 'string' || typeof body.friendFlag !== 'boolean') {
          throw new BadRequestError('expected { userId, friendFlag }');
        }
        platform.setFriendship(body.userId, body.friendFlag);
        sendJson(res, 200, { userId: body.userId, friendFlag: body.friendFlag });
        return;
      }
      case 'GET /__fake/calls': {
        const filter: { method?: string; path?: string } = {};
        const wantedMethod = url.searchParams.get('method');
        const wantedPath = url.searchParams.get('path');
        if (wantedMethod) filter.method = wantedMethod;
        if (wantedPath) filter.path = wantedPath;
        sendJson(res, 200, platform.calls(filter));
        return;
      }
      case 'DELETE /__fake/calls':
        platform.clearCalls();
        sendJson(res, 200, { cleared: true });
        return;
      case 'GET /__fake/state':
        sendJson(res, 200, {
          richMenus: platform
            .richMenus()
            .map(({ image, ...menu }) => ({
              ...menu,
              image: image ? { contentType: image.contentType, size: image.bytes.length } : null,
            })),
          aliases: platform.aliases(),
          userRichMenus: Object.fromEntries(userMenus),
          pushes: platform.pushes(),
          multicasts: platform.multicasts(),
          replies: platform.replies(),
          liffApps: platform.liffApps(),
          revokedTokens: [...accessTokens.values()].filter((record) => record.revoked).length,
        });
        return;
      case 'POST /__fake/fail': {
        const body = json();
        if (body.status === null) {
          platform.fail(null);
          sendJson(res, 200, { failing: [] });
          return;
        }
        if (typeof body.status !== 'number' || body.status < 400 || body.status > 599) {
          throw new BadRequestError('`status` must be 400-599 or null');
        }
        const rule: FailRule = { status: body.status };
        if (typeof body.path === 'string') rule.path = body.path;
        if (typeof body.method === 'string') rule.method = body.method;
        if (typeof body.times === 'number') rule.times = body.times;
        if (body.body !== undefined) rule.body = body.body;
        if (body.afterAccepting === true) rule.afterAccepting = true;
        platform.fail(rule);
        sendJson(res, 200, { failing: failures });
        return;
      }
      case 'DELETE /__fake/fail':
        platform.fail(null);
        sendJson(res, 200, { failing: [] });
        return;
      case 'POST /__fake/reset':
        platform.reset();
        sendJson(res, 200, { reset: true });
        return;
      default:
        sendJson(res, 404, { message: `${route} is not a control of the fake LINE Platform` });
    }
  }

  function idTokenOptionsOf(
    body: Record<string, unknown>,
  ): IdTokenOptions & { channelId?: string } {
    const options: IdTokenOptions & { channelId?: string } = {};
    for (const key of [
      'sub',
      'name',
      'picture',
      'email',
      'aud',
      'iss',
      'nonce',
      'channelId',
    ] as const) {
      const value = body[key];
      if (typeof value === 'string') options[key] = value;
    }
    if (typeof body.userId === 'string' && options.sub === undefined) options.sub = body.userId;
    if (typeof body.expiresIn === 'number') options.expiresIn = body.expiresIn;
    if (typeof body.iat === 'number') options.iat = body.iat;
    if (typeof body.defect === 'string') {
      if (!(ID_TOKEN_DEFECTS as readonly string[]).includes(body.defect)) {
        throw new BadRequestError(`defect must be one of ${ID_TOKEN_DEFECTS.join(', ')}`);
      }
      options.defect = body.defect as IdTokenOptions['defect'];
    }
    return options;
  }

  const platform: FakeLinePlatform = {
    url: listening.url,
    port: listening.port,
    channelId,
    channelSecret,
    channelAccessToken,
    botUserId,

    idToken: ({ channelId: channel, ...rest } = {}) => signer.mint(channel ?? channelId, rest),
    addUser: (profile = {}) => ensureUser(profile.userId ?? newLineUserId(), profile),
    async login(userId, { channelId: channel, accessTokenExpired, ...rest } = {}) {
      const id = userId ?? rest.sub ?? newLineUserId();
      const profile = ensureUser(id, {
        ...(rest.name ? { displayName: rest.name } : {}),
        ...(rest.picture ? { pictureUrl: rest.picture } : {}),
      });
      const idToken = await signer.mint(channel ?? channelId, {
        name: profile.displayName,
        ...(profile.pictureUrl ? { picture: profile.pictureUrl } : {}),
        ...rest,
        sub: id,
      });
      return {
        userId: id,
        idToken,
        accessToken: issueAccessToken(id, channel ?? channelId, accessTokenExpired === true),
      };
    },
    isRevoked: (token) => accessTokens.get(token)?.revoked === true,
    setFriendship: (userId, friendFlag) => {
      friends.set(userId, friendFlag);
    },

    richMenus: () => [...richMenus.values()],
    aliases: () => Object.fromEntries(aliases),
    userRichMenu: (userId) => userMenus.get(userId) ?? null,
    pushes: (to) => pushes.filter((push) => to === undefined || push.to === to),
    multicasts: (to) => multicasts.filter((multicast) => to === undefined || multicast.to.includes(to)),
    replies: () => [...replies],
    liffApps: () => [...liffApps.values()],

    calls: (filter = {}) =>
      calls.filter(
        (call) =>
          (filter.method === undefined || call.method === filter.method.toUpperCase()) &&
          (filter.path === undefined ||
            (filter.path.endsWith('*')
              ? call.path.startsWith(filter.path.slice(0, -1))
              : call.path === filter.path)),
      ),
    clearCalls: () => {
      calls.length = 0;
    },
    fail: (rule) => {
      if (rule === null) failures = [];
      else failures.push({ ...rule, remaining: rule.times ?? null });
    },
    reset: () => {
      users.clear();
      accessTokens.clear();
      friends.clear();
      liffApps.clear();
      richMenus.clear();
      aliases.clear();
      userMenus.clear();
      retryKeys.clear();
      pushes.length = 0;
      multicasts.length = 0;
      replies.length = 0;
      replyTokens.clear();
      calls.length = 0;
      failures = [];
    },

    async sendWebhook(target, events, { signature = 'valid', secret } = {}) {
      for (const event of events) if (event.replyToken) replyTokens.add(event.replyToken);
      const body: WebhookBody = { destination: botUserId, events };
      const raw = JSON.stringify(body);
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'LineBotWebhook/2.0',
      };
      if (signature === 'valid')
        headers['x-line-signature'] = signWebhookBody(raw, secret ?? channelSecret);
      if (signature === 'wrong')
        headers['x-line-signature'] = signWebhookBody(raw, `${secret ?? channelSecret}-wrong`);
      const response = await fetch(target, { method: 'POST', headers, body: raw });
      return { status: response.status, body: await response.text() };
    },
    stop: () => listening.close(),
  };
  return platform;
}
