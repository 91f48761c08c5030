// LINE Pay online API v3, every call signed with the channel's secret (decision 083). transactionId
// is read as text: its 19 digits do not fit a JSON number.
import { createHmac, randomUUID } from 'node:crypto';
import { ProviderUnavailableError } from '../thai-qr';

export interface LinePayConfig {
  baseUrl: string;
  channelId: string;
  secret: string;
  timeoutMs: number;
}

export interface LinePayAnswer {
  returnCode: string;
  returnMessage: string;
  info: unknown;
}

/** The signature of one call, as LINE Pay's documentation defines it. */
export function linePaySignature(secret: string, path: string, bodyOrQuery: string, nonce: string): string {
  return createHmac('sha256', secret).update(secret + path + bodyOrQuery + nonce).digest('base64');
}

/** Big transaction numbers quoted, so JSON.parse keeps every digit. */
const quoteIds = (text: string) => text.replace(/"(transactionId|refundTransactionId)"\s*:\s*(\d+)/g, '"$1":"$2"');

export function createLinePayClient(config: LinePayConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, query?: URLSearchParams): Promise<LinePayAnswer> {
    const body = method === 'POST' ? JSON.stringify(payload ?? {}) : '';
    const search = query?.toString() ?? '';
    const nonce = randomUUID();
    let answer: Response;
    try {
      answer = await fetch(`${base}${path}${search ? `?${search}` : ''}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-line-channelid': config.channelId,
          'x-line-authorization-nonce': nonce,
          'x-line-authorization': linePaySignature(config.secret, path, method === 'POST' ? body : search, nonce),
        },
        ...(method === 'POST' ? { body } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError('LINE Pay cannot be reached', { cause: error });
    }
    const text = await answer.text();
    let json: unknown;
    try {
      json = JSON.parse(quoteIds(text));
    } catch {
      throw new ProviderUnavailableError(`LINE Pay answered ${answer.status} without JSON`);
    }
    const record = (json ?? {}) as Record<string, unknown>;
    if (typeof record['returnCode'] !== 'string') throw new ProviderUnavailableError(`LINE Pay answered ${answer.status} without a returnCode`);
    // A refused signature (401) is our configuration's fault: reported, never read as a payment state.
    if (answer.status === 401 || answer.status >= 500) {
      throw new ProviderUnavailableError(`LINE Pay answered ${answer.status} ${record['returnCode']}`);
    }
    return { returnCode: record['returnCode'], returnMessage: typeof record['returnMessage'] === 'string' ? record['returnMessage'] : '', info: record['info'] };
  }

  return {
    request: (body: Record<string, unknown>) => call('POST', '/v3/payments/request', body),
    confirm: (transactionId: string, body: { amount: number; currency: string }) =>
      call('POST', `/v3/payments/${encodeURIComponent(transactionId)}/confirm`, body),
    check: (transactionId: string) => call('GET', `/v3/payments/requests/${encodeURIComponent(transactionId)}/check`),
    details: (transactionId: string) => call('GET', '/v3/payments', undefined, new URLSearchParams({ transactionId })),
    refund: (transactionId: string, refundAmount: number) =>
      call('POST', `/v3/payments/${encodeURIComponent(transactionId)}/refund`, { refundAmount }),
  };
}

export type LinePayClient = ReturnType<typeof createLinePayClient>;
