// The bff's LINE Platform calls besides the ID token: LIFF access tokens, rich-menu links and
// replies; base URLs are configuration, so tests use the fake LINE Platform.
import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { LineError } from './errors.js';

export interface LinePlatformOptions {
  apiBaseUrl: string;
  timeoutMs: number;
  /** Messaging API channel access token; rich menus and replies are off without it. */
  channelAccessToken?: string | undefined;
  /** LINE Login channel secret, sent with a revoke where the channel requires it. */
  loginChannelSecret?: string | undefined;
}

/** The rich-menu alias of a center's tab; liff-config creates them with the same rule. */
export function richMenuAliasId(saleUnit: string, tab: string): string {
  return `dc-${saleUnit}-${tab}`
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '-')
    .slice(0, 32);
}

/** The tab a center's rich menu opens on. */
export const DEFAULT_RICH_MENU_TAB = 'shop';

export interface LinePlatform {
  readonly messagingEnabled: boolean;
  /** The channel an access token belongs to, or null when LINE says it is not valid. */
  accessTokenChannel(accessToken: string): Promise<string | null>;
  /** Revokes a LIFF access token; LINE answers 200 for one it no longer knows. */
  revokeAccessToken(accessToken: string, channelId: string): Promise<void>;
  /**
   * Links the rich menu of an alias to a user unless it is linked already. Answers false when the
   * alias does not exist (the center has no rich menu).
   */
  linkRichMenuAlias(userId: string, aliasId: string): Promise<boolean>;
  reply(replyToken: string, messages: messagingApi.Message[]): Promise<void>;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** bot-sdk waits forever by itself; a LINE call never holds a sign-in longer than the timeout. */
async function within<T>(timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new LineError('LINE_PLATFORM_UNAVAILABLE', { detail: 'LINE took too long' })),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof HTTPFetchError ? error.status : undefined;

export function createLinePlatform(options: LinePlatformOptions): LinePlatform {
  const messaging = options.channelAccessToken
    ? new messagingApi.MessagingApiClient({
        channelAccessToken: options.channelAccessToken,
        baseURL: options.apiBaseUrl,
      })
    : undefined;

  const requireMessaging = () => {
    if (!messaging)
      throw new LineError('LINE_NOT_CONFIGURED', {
        detail: 'LINE_CHANNEL_ACCESS_TOKEN is not set',
      });
    return messaging;
  };

  const unavailable = (error: unknown, what: string) =>
    error instanceof LineError
      ? error
      : new LineError('LINE_PLATFORM_UNAVAILABLE', { cause: error, detail: what });

  return {
    messagingEnabled: messaging !== undefined,

    async accessTokenChannel(accessToken) {
      let response: Response;
      try {
        const url = new URL(joinUrl(options.apiBaseUrl, '/oauth2/v2.1/verify'));
        url.searchParams.set('access_token', accessToken);
        response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        throw unavailable(error, 'the access-token check failed');
      }
      if (response.status === 400 || response.status === 401) {
        await response.body?.cancel();
        return null;
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok)
        throw new LineError('LINE_PLATFORM_UNAVAILABLE', {
          detail: `verify answered ${response.status}`,
        });
      return typeof body === 'object' &&
        body !== null &&
        'client_id' in body &&
        typeof body.client_id === 'string'
        ? body.client_id
        : null;
    },

    async revokeAccessToken(accessToken, channelId) {
      const form = new URLSearchParams({ access_token: accessToken, client_id: channelId });
      if (options.loginChannelSecret) form.set('client_secret', options.loginChannelSecret);
      let response: Response;
      try {
        response = await fetch(joinUrl(options.apiBaseUrl, '/oauth2/v2.1/revoke'), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw unavailable(error, 'the revoke call failed');
      }
      await response.body?.cancel();
      if (!response.ok)
        throw new LineError('LINE_PLATFORM_UNAVAILABLE', {
          detail: `revoke answered ${response.status}`,
        });
    },

    async linkRichMenuAlias(userId, aliasId) {
      const client = requireMessaging();
      try {
        let richMenuId: string;
        try {
          ({ richMenuId } = await within(options.timeoutMs, client.getRichMenuAlias(aliasId)));
        } catch (error) {
          if (statusOf(error) === 404) return false;
          throw error;
        }
        let current: string | undefined;
        try {
          ({ richMenuId: current } = await within(
            options.timeoutMs,
            client.getRichMenuIdOfUser(userId),
          ));
        } catch (error) {
          // 404: the user has no menu of their own yet (they see the default one).
          if (statusOf(error) !== 404) throw error;
        }
        if (current !== richMenuId)
          await within(options.timeoutMs, client.linkRichMenuIdToUser(userId, richMenuId));
        return true;
      } catch (error) {
        throw unavailable(error, `linking rich menu ${aliasId}`);
      }
    },

    async reply(replyToken, messages) {
      const client = requireMessaging();
      try {
        await within(options.timeoutMs, client.replyMessage({ replyToken, messages }));
      } catch (error) {
        throw unavailable(error, 'the reply failed');
      }
    },
  };
}
