// Reads a running fake SMS gateway over HTTP, for code in another process
// (Playwright workers, benchmarks) than the one that started it.
import { extractCode, normalizeMobile, type SmsMessage } from './index';

export interface WaitOptions {
  /** Only messages received after this many messages to the number (see `count`). */
  after?: number;
  timeoutMs?: number;
}

export function smsGatewayClient(baseUrl: string) {
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`fake SMS gateway ${method} ${path} answered ${response.status}`);
    return response.json();
  };

  const messages = async (to?: string): Promise<SmsMessage[]> =>
    (await call('GET', to ? `/__fake/messages?to=${encodeURIComponent(normalizeMobile(to))}` : '/__fake/messages')) as SmsMessage[];

  /** Waits for a new message to `to` and returns it. */
  const waitForMessage = async (to: string, options: WaitOptions = {}): Promise<SmsMessage> => {
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    const after = options.after ?? 0;
    for (;;) {
      const list = await messages(to);
      const fresh = list[after];
      if (fresh) return list[list.length - 1] ?? fresh;
      if (Date.now() > deadline) throw new Error(`no SMS reached ${to} on the fake gateway (had ${list.length})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  return {
    messages,
    count: async (to: string) => (await messages(to)).length,
    clear: async () => {
      await call('DELETE', '/__fake/messages');
    },
    fail: async (status: number | null, times?: number) => {
      await call('POST', '/__fake/fail', times === undefined ? { status } : { status, times });
    },
    waitForMessage,
    /** Waits for a new message to `to` and returns the one-time code in it. */
    waitForCode: async (to: string, options: WaitOptions = {}): Promise<string> => {
      const message = await waitForMessage(to, options);
      const code = extractCode(message.message);
      if (!code) throw new Error(`the SMS to ${to} carries no code: ${message.message}`);
      return code;
    },
  };
}

export type SmsGatewayClient = ReturnType<typeof smsGatewayClient>;
