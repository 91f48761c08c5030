// The LINE calls of provisioning: the LIFF server API and the Messaging API's rich menus; base URLs
// are options, so tests use the fake LINE Platform.
import type { LiffAppBody } from '../apps';
import type { RichMenuBody } from '../rich-menu/rich-menu';

export interface LineApiOptions {
  /** https://api.line.me */
  apiBaseUrl: string;
  /** https://api-data.line.me (rich-menu images) */
  dataApiBaseUrl: string;
  /** Messaging API channel access token (rich menus). */
  messagingToken?: string | undefined;
  /** LINE Login channel access token (LIFF apps). */
  liffToken?: string | undefined;
  timeoutMs?: number;
}

export class LineApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`LINE ${method} ${path} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'LineApiError';
  }
}

export interface ExistingLiffApp extends Partial<LiffAppBody> {
  liffId: string;
}

export interface ExistingRichMenu {
  richMenuId: string;
  name: string;
}

export interface RichMenuAlias {
  richMenuAliasId: string;
  richMenuId: string;
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export function createLineApi(options: LineApiOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(
    method: string,
    base: string,
    path: string,
    token: string | undefined,
    body?: { json?: unknown; bytes?: Buffer; contentType?: string },
  ): Promise<{ status: number; text: string }> {
    if (!token) throw new Error(`a channel access token is needed for ${method} ${path}`);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let payload: string | Buffer | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.bytes) {
      headers['content-type'] = body.contentType ?? 'application/octet-stream';
      payload = body.bytes;
    }
    const response = await fetch(join(base, path), {
      method,
      headers,
      body: payload ?? null,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  }

  async function json<T>(
    method: string,
    base: string,
    path: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<T> {
    const answer = await call(
      method,
      base,
      path,
      token,
      body === undefined ? undefined : { json: body },
    );
    if (answer.status < 200 || answer.status >= 300)
      throw new LineApiError(method, path, answer.status, answer.text);
    return (answer.text === '' ? {} : JSON.parse(answer.text)) as T;
  }

  const api = options.apiBaseUrl;
  const liff = options.liffToken;
  const bot = options.messagingToken;

  return {
    canReadLiff: liff !== undefined,
    canReadMessaging: bot !== undefined,

    async listLiffApps(): Promise<ExistingLiffApp[]> {
      const answer = await call('GET', api, '/liff/v1/apps', liff);
      // LINE answers 404 when the channel has no LIFF app yet.
      if (answer.status === 404) return [];
      if (answer.status !== 200)
        throw new LineApiError('GET', '/liff/v1/apps', answer.status, answer.text);
      return (JSON.parse(answer.text) as { apps?: ExistingLiffApp[] }).apps ?? [];
    },
    async addLiffApp(body: LiffAppBody): Promise<string> {
      return (await json<{ liffId: string }>('POST', api, '/liff/v1/apps', liff, body)).liffId;
    },
    async updateLiffApp(liffId: string, body: LiffAppBody): Promise<void> {
      await json('PUT', api, `/liff/v1/apps/${encodeURIComponent(liffId)}`, liff, body);
    },

    async listRichMenus(): Promise<ExistingRichMenu[]> {
      return (
        (await json<{ richmenus?: ExistingRichMenu[] }>('GET', api, '/v2/bot/richmenu/list', bot))
          .richmenus ?? []
      );
    },
    async createRichMenu(body: RichMenuBody): Promise<string> {
      return (await json<{ richMenuId: string }>('POST', api, '/v2/bot/richmenu', bot, body))
        .richMenuId;
    },
    async uploadRichMenuImage(richMenuId: string, png: Buffer): Promise<void> {
      const path = `/v2/bot/richmenu/${encodeURIComponent(richMenuId)}/content`;
      const answer = await call('POST', options.dataApiBaseUrl, path, bot, {
        bytes: png,
        contentType: 'image/png',
      });
      if (answer.status !== 200) throw new LineApiError('POST', path, answer.status, answer.text);
    },
    async deleteRichMenu(richMenuId: string): Promise<void> {
      await json('DELETE', api, `/v2/bot/richmenu/${encodeURIComponent(richMenuId)}`, bot);
    },
    async listAliases(): Promise<RichMenuAlias[]> {
      return (
        (await json<{ aliases?: RichMenuAlias[] }>('GET', api, '/v2/bot/richmenu/alias/list', bot))
          .aliases ?? []
      );
    },
    async createAlias(richMenuAliasId: string, richMenuId: string): Promise<void> {
      await json('POST', api, '/v2/bot/richmenu/alias', bot, { richMenuAliasId, richMenuId });
    },
    async updateAlias(richMenuAliasId: string, richMenuId: string): Promise<void> {
      await json(
        'POST',
        api,
        `/v2/bot/richmenu/alias/${encodeURIComponent(richMenuAliasId)}`,
        bot,
        { richMenuId },
      );
    },
  };
}

export type LineApi = ReturnType<typeof createLineApi>;
