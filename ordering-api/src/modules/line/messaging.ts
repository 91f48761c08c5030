// Pushing and multicasting messages through the Messaging API. Every call carries
// a retry key (X-Line-Retry-Key): LINE accepts a key once and answers 409 to a
// repeat, so a call retried after a lost answer is never delivered twice. undici's `request`
// rather than `fetch`: a quarter of the CPU a push (the outbox sends hundreds a second).
import { request, type Dispatcher } from 'undici';
export type PushOutcome =
  /** LINE accepted the push now. */
  | 'sent'
  /** LINE had accepted this retry key before: delivered already. */
  | 'duplicate'
  /** Worth trying again later (network, 429, 5xx). */
  | 'retry'
  /** LINE refused the push for good (an invalid message, an unknown user). */
  | 'rejected';

export interface PushResult {
  outcome: PushOutcome;
  status: number;
  /** The request id LINE gave the accepted push. */
  requestId: string | null;
  detail: string | null;
}

export interface LinePush {
  readonly enabled: boolean;
  push(to: string, messages: unknown[], retryKey: string): Promise<PushResult>;
  /** One message set to at most 500 LINE users (`POST /v2/bot/message/multicast`). */
  multicast(to: readonly string[], messages: unknown[], retryKey: string): Promise<PushResult>;
}

/** How long a Messaging API call may take. */
export const LINE_TIMEOUT_MS = 10_000;

export interface LinePushOptions {
  apiBaseUrl: string;
  channelAccessToken?: string | undefined;
  timeoutMs: number;
}

export function createLinePush(options: LinePushOptions): LinePush {
  const base = options.apiBaseUrl.replace(/\/+$/, '');

  async function send(path: string, body: unknown, retryKey: string): Promise<PushResult> {
    if (!options.channelAccessToken) {
      return {
        outcome: 'rejected',
        status: 0,
        requestId: null,
        detail: 'LINE_CHANNEL_ACCESS_TOKEN is not set',
      };
    }
    let response: Dispatcher.ResponseData;
    let text: string;
    try {
      response = await request(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.channelAccessToken}`,
          'content-type': 'application/json',
          'x-line-retry-key': retryKey,
        },
        body: JSON.stringify(body),
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
      text = await response.body.text();
    } catch (error) {
      return {
        outcome: 'retry',
        status: 0,
        requestId: null,
        detail: error instanceof Error ? error.message : String(error),
      };
    }
    const status = response.statusCode;
    const header = (name: string) => {
      const value = response.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    };
    const detail = text === '' ? null : text.slice(0, 500);
    if (status >= 200 && status < 300) {
      return { outcome: 'sent', status, requestId: header('x-line-request-id'), detail: null };
    }
    if (status === 409) {
      return { outcome: 'duplicate', status: 409, requestId: header('x-line-accepted-request-id'), detail };
    }
    const outcome: PushOutcome =
      status === 429 || status >= 500 ? 'retry' : 'rejected';
    return { outcome, status, requestId: null, detail };
  }

  return {
    enabled: options.channelAccessToken !== undefined,
    push: (to, messages, retryKey) => send('/v2/bot/message/push', { to, messages }, retryKey),
    multicast: (to, messages, retryKey) =>
      send('/v2/bot/message/multicast', { to, messages }, retryKey),
  };
}

/** The Messaging API client of the configuration (LINE_API_BASE_URL, LINE_CHANNEL_ACCESS_TOKEN). */
export const linePushOf = (env: { LINE_API_BASE_URL: string; LINE_CHANNEL_ACCESS_TOKEN?: string | undefined }) =>
  createLinePush({
    apiBaseUrl: env.LINE_API_BASE_URL,
    channelAccessToken: env.LINE_CHANNEL_ACCESS_TOKEN,
    timeoutMs: LINE_TIMEOUT_MS,
  });
