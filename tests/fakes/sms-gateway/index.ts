// A fake of the SMS gateway for one-time codes (SMS_PROVIDER=http): it keeps every accepted message
// so tests can read the code a person would read; controls under /__fake/.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BadRequestError, isRecord, listen, readJson, sendJson } from '../http';

export const DEFAULT_SMS_API_KEY = 'fake-sms-key';

export interface SmsMessage {
  id: string;
  to: string;
  message: string;
  sender: string | null;
  receivedAt: string;
}

export interface FakeSmsGatewayOptions {
  port?: number;
  host?: string;
  /** The key the gateway expects in `Authorization: Bearer`; defaults to DEFAULT_SMS_API_KEY. */
  apiKey?: string;
}

export interface FakeSmsGateway {
  url: string;
  port: number;
  apiKey: string;
  /** Recorded messages, oldest first; only those to `to` (compared as Thai mobile numbers) when given. */
  messages(to?: string): SmsMessage[];
  clear(): void;
  /** Answers the next `times` sends (every send when omitted) with `status`; null stops failing. */
  fail(status: number | null, times?: number): void;
  stop(): Promise<void>;
}

/** `+66 81-234-5678`, `66812345678` and `0812345678` are the same phone. */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('66') && digits.length === 11) return `0${digits.slice(2)}`;
  return digits;
}

/**
 * The one-time code inside an SMS text: digits after a word that names the
 * code (OTP, code, รหัส), else the first run of six digits, else any run of 4-8.
 * A reference code such as `Ref: ABCD` is letters, so it does not get in the way.
 */
export function extractCode(text: string): string | undefined {
  const named = /(?:OTP|code|รหัส)[^0-9\n]{0,24}?(\d{4,8})(?!\d)/i.exec(text);
  if (named?.[1]) return named[1];
  const six = /(?<!\d)(\d{6})(?!\d)/.exec(text);
  if (six?.[1]) return six[1];
  return /(?<!\d)(\d{4,8})(?!\d)/.exec(text)?.[1];
}

interface FailState {
  status: number;
  remaining: number | null;
}

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

function parseSend(body: unknown): { to: string; message: string; sender: string | null } {
  if (!isRecord(body)) throw new BadRequestError('expected a JSON object { to, message, sender }');
  const { to, message, sender } = body;
  if (typeof to !== 'string' || normalizeMobile(to).length < 9) throw new BadRequestError('`to` must be a mobile number');
  if (typeof message !== 'string' || message.trim() === '') throw new BadRequestError('`message` must be a non-empty string');
  if (sender !== undefined && sender !== null && typeof sender !== 'string') throw new BadRequestError('`sender` must be a string');
  return { to, message, sender: typeof sender === 'string' ? sender : null };
}

function parseFail(body: unknown): FailState | null {
  if (!isRecord(body)) throw new BadRequestError('expected { status, times? }');
  const { status, times } = body;
  if (status === null) return null;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    throw new BadRequestError('`status` must be an HTTP error status (400-599) or null');
  }
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    throw new BadRequestError('`times` must be a positive integer');
  }
  return { status, remaining: typeof times === 'number' ? times : null };
}

export async function start(options: FakeSmsGatewayOptions = {}): Promise<FakeSmsGateway> {
  const apiKey = options.apiKey ?? DEFAULT_SMS_API_KEY;
  const recorded: SmsMessage[] = [];
  let failing: FailState | null = null;

  const select = (to?: string | null) => {
    if (!to) return [...recorded];
    const wanted = normalizeMobile(to);
    return recorded.filter((message) => normalizeMobile(message.to) === wanted);
  };

  const listening = await listen(
    async (req, res, url) => {
      const route = `${req.method ?? 'GET'} ${url.pathname.replace(/\/+$/, '') || '/'}`;
      switch (route) {
        case 'POST /messages': {
          if (bearer(req) !== apiKey) {
            sendJson(res, 401, { error: 'unauthorized', message: 'missing or wrong API key' }, { 'www-authenticate': 'Bearer' });
            return;
          }
          const send = parseSend(await readJson(req));
          if (failing) {
            const { status } = failing;
            if (failing.remaining !== null) {
              failing.remaining -= 1;
              if (failing.remaining <= 0) failing = null;
            }
            sendJson(res, status, { error: 'fake_failure', message: `the fake gateway was told to answer ${status}` });
            return;
          }
          const message: SmsMessage = { id: randomUUID(), ...send, receivedAt: new Date().toISOString() };
          recorded.push(message);
          sendJson(res, 202, { id: message.id, status: 'queued' });
          return;
        }
        case 'GET /__fake/messages':
          sendJson(res, 200, select(url.searchParams.get('to')));
          return;
        case 'DELETE /__fake/messages':
          recorded.length = 0;
          sendJson(res, 200, { cleared: true });
          return;
        case 'POST /__fake/fail':
          failing = parseFail(await readJson(req));
          sendJson(res, 200, { failing });
          return;
        case 'DELETE /__fake/fail':
          failing = null;
          sendJson(res, 200, { failing });
          return;
        case 'GET /__fake/health':
          sendJson(res, 200, { status: 'ok' });
          return;
        default:
          sendJson(res, 404, { error: 'not_found', message: `${route} is not part of the fake SMS gateway` });
      }
    },
    { port: options.port ?? 0, host: options.host ?? '127.0.0.1' },
  );

  return {
    url: listening.url,
    port: listening.port,
    apiKey,
    messages: (to) => select(to),
    clear: () => {
      recorded.length = 0;
    },
    fail: (status, times) => {
      failing = status === null ? null : { status, remaining: times ?? null };
    },
    stop: () => listening.close(),
  };
}
