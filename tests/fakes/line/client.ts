// Drives a running fake LINE Platform over HTTP, for code in another process
// than the one that started it (Playwright workers, benchmarks).
import type { FailRule, RecordedCall } from './index';
import type { IdTokenOptions } from './id-tokens';

export interface FakeLineState {
  richMenus: {
    richMenuId: string;
    name: string;
    image: { contentType: string; size: number } | null;
  }[];
  aliases: Record<string, string>;
  userRichMenus: Record<string, string>;
  pushes: { requestId: string; to: string; messages: unknown[]; retryKey: string | null }[];
  multicasts: { requestId: string; to: string[]; messages: unknown[]; retryKey: string | null }[];
  replies: { requestId: string; replyToken: string; messages: unknown[] }[];
  liffApps: { liffId: string }[];
  revokedTokens: number;
}

export function linePlatformClient(baseUrl: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(
        `fake LINE Platform ${method} ${path} answered ${response.status}: ${await response.text()}`,
      );
    return (await response.json()) as T;
  };

  return {
    idToken: async (options: IdTokenOptions & { channelId?: string } = {}) =>
      (await call<{ idToken: string }>('POST', '/__fake/id-token', options)).idToken,
    /** A LINE user signed in: an ID token and an access token the fake knows. */
    login: (
      options: IdTokenOptions & { userId?: string; displayName?: string; channelId?: string } = {},
    ) =>
      call<{ userId: string; idToken: string; accessToken: string }>(
        'POST',
        '/__fake/login',
        options,
      ),
    setFriendship: (userId: string, friendFlag: boolean) =>
      call('POST', '/__fake/friendship', { userId, friendFlag }),
    calls: (filter: { method?: string; path?: string } = {}) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filter))
        if (value !== undefined) query.set(key, value);
      const text = query.toString();
      return call<RecordedCall[]>('GET', `/__fake/calls${text ? `?${text}` : ''}`);
    },
    clearCalls: () => call('DELETE', '/__fake/calls'),
    state: () => call<FakeLineState>('GET', '/__fake/state'),
    fail: (rule: FailRule | null) => call('POST', '/__fake/fail', rule ?? { status: null }),
    reset: () => call('POST', '/__fake/reset'),
  };
}

export type LinePlatformClient = ReturnType<typeof linePlatformClient>;
