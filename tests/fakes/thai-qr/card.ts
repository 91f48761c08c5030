// The card side of the fake 2C2P PGW 4.3 (decision 085). Card 4000000000000002 is declined (4005);
// the one-time password 123456 pays, any other fails 3-D Secure (4006).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestError, isRecord, readJson, sendJson } from '../http';

export const CARD_DECLINED = '4000000000000002';
export const CARD_OTP = '123456';

export interface CardBehaviour {
  invoiceNo?: string;
  /** Baht reported instead of the amount asked for. */
  amount?: number;
  times?: number;
  lost?: boolean;
  badSignature?: boolean;
  delayMs?: number;
}

export interface CardToken {
  paymentToken: string;
  invoiceNo: string;
  amount: number;
  frontendReturnUrl: string;
  backendReturnUrl: string;
  paymentChannel: unknown;
  request3DS: unknown;
}

export interface CardContext {
  baseUrl(): string;
  merchantId: string;
  verify(payload: string): Promise<Record<string, unknown>>;
  sign(claims: Record<string, unknown>): Promise<string>;
  /** Records the transaction and sends its notice to `url` as the behaviour says. */
  settle(
    transaction: { invoiceNo: string; amount: number; respCode: string; cardNo: string },
    url: string,
    behaviour: CardBehaviour,
  ): Promise<void>;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function sendHtml(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:sans-serif;max-width:420px;margin:24px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;font-size:16px;box-sizing:border-box}
button{margin-top:16px;width:100%;padding:12px;font-size:16px;background:#0a5;color:#fff;border:0;border-radius:6px}</style></head>
<body>${body}</body></html>`;
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The card routes; answers false for a route that is not theirs. */
export function createCardPages(ctx: CardContext) {
  const tokens = new Map<string, CardToken>();
  const cards = new Map<string, string>();
  let next: CardBehaviour | null = null;
  const byInvoice = new Map<string, CardBehaviour>();

  const behaviourFor = (invoiceNo: string): CardBehaviour => {
    const own = byInvoice.get(invoiceNo);
    if (own) return own;
    const taken = next ?? {};
    next = null;
    return taken;
  };

  async function finish(res: ServerResponse, token: CardToken, respCode: string): Promise<void> {
    const behaviour = behaviourFor(token.invoiceNo);
    const cardNo = (cards.get(token.paymentToken) ?? '').replace(/^(\d{6})\d+(\d{4})$/, '$1XXXXXX$2');
    await ctx.settle({ invoiceNo: token.invoiceNo, amount: behaviour.amount ?? token.amount, respCode, cardNo }, token.backendReturnUrl, behaviour);
    const paymentResponse = Buffer.from(
      JSON.stringify({
        invoiceNo: token.invoiceNo,
        channelCode: 'CC',
        respCode: '2000',
        respDesc: 'Transaction is completed, please do payment inquiry request for full payment information.',
      }),
    ).toString('base64');
    sendHtml(
      res,
      200,
      'Returning to the merchant',
      `<p>Returning to the merchant…</p><form id="back" method="post" action="${escapeHtml(token.frontendReturnUrl)}">
<input type="hidden" name="paymentResponse" value="${escapeHtml(paymentResponse)}"><button type="submit">Continue</button></form>
<script>document.getElementById('back').submit()</script>`,
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '');
    if (method === 'POST' && path === '/payment/4.3/paymentToken') {
      const body = await readJson(req);
      let claims: Record<string, unknown>;
      try {
        claims = await ctx.verify(isRecord(body) && typeof body['payload'] === 'string' ? body['payload'] : '');
      } catch {
        sendJson(res, 200, { respCode: '9015', respDesc: 'Invalid signature' });
        return true;
      }
      const token: CardToken = {
        paymentToken: randomBytes(24).toString('base64url'),
        invoiceNo: text(claims['invoiceNo']),
        amount: Number(claims['amount']),
        frontendReturnUrl: text(claims['frontendReturnUrl']),
        backendReturnUrl: text(claims['backendReturnUrl']),
        paymentChannel: claims['paymentChannel'],
        request3DS: claims['request3DS'],
      };
      if (!token.invoiceNo || !Number.isFinite(token.amount) || !/^https?:\/\//.test(token.frontendReturnUrl)) {
        sendJson(res, 200, { respCode: '9040', respDesc: 'Invalid request' });
        return true;
      }
      tokens.set(token.paymentToken, token);
      const webPaymentUrl = `${ctx.baseUrl()}/payment/4.3/pay/${token.paymentToken}`;
      sendJson(res, 200, {
        payload: await ctx.sign({ merchantID: ctx.merchantId, webPaymentUrl, paymentToken: token.paymentToken, respCode: '0000', respDesc: 'Success' }),
      });
      return true;
    }
    if (method === 'POST' && path === '/__fake/card') {
      const body = await readJson(req);
      if (!isRecord(body)) throw new BadRequestError('expected { invoiceNo?, amount?, times?, lost?, badSignature?, delayMs? }');
      const behaviour = body as CardBehaviour;
      if (behaviour.invoiceNo) byInvoice.set(behaviour.invoiceNo, behaviour);
      else next = behaviour;
      sendJson(res, 200, behaviour);
      return true;
    }
    const match = /^\/payment\/4\.3\/pay\/([A-Za-z0-9_-]+)(\/card|\/otp)?$/.exec(path);
    if (!match) return false;
    const token = tokens.get(match[1] ?? '');
    if (!token) {
      sendHtml(res, 404, 'Payment not found', '<h1>Payment not found</h1>');
      return true;
    }
    const action = `${ctx.baseUrl()}/payment/4.3/pay/${token.paymentToken}`;
    const step = match[2] ?? '';
    if (method === 'GET' && step === '') {
      sendHtml(
        res,
        200,
        '2C2P card payment',
        `<h1>Card payment</h1><p>Invoice <b data-testid="invoice">${escapeHtml(token.invoiceNo)}</b></p>
<p>Amount <b data-testid="amount">${token.amount.toFixed(2)} THB</b></p>
<form method="post" action="${escapeHtml(action)}/card">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" required>
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" required>
<button type="submit">Pay ${token.amount.toFixed(2)} THB</button></form>`,
      );
      return true;
    }
    if (method === 'POST' && step === '/card') {
      const form = await readForm(req);
      const cardNumber = (form.get('cardNumber') ?? '').replace(/\s+/g, '');
      if (!/^\d{13,19}$/.test(cardNumber)) {
        sendHtml(res, 400, 'Card payment', '<p role="alert">Invalid card number</p>');
        return true;
      }
      cards.set(token.paymentToken, cardNumber);
      if (cardNumber === CARD_DECLINED) {
        await finish(res, token, '4005');
        return true;
      }
      sendHtml(
        res,
        200,
        '3-D Secure',
        `<h1>3-D Secure verification</h1><p>Enter the one-time password your bank sent (test: ${CARD_OTP}).</p>
<form method="post" action="${escapeHtml(action)}/otp"><label for="otp">One-time password</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required><button type="submit">Confirm</button></form>`,
      );
      return true;
    }
    if (method === 'POST' && step === '/otp') {
      const form = await readForm(req);
      await finish(res, token, form.get('otp') === CARD_OTP ? '0000' : '4006');
      return true;
    }
    return false;
  }

  return { handle, tokens: () => [...tokens.values()] };
}

/**
 * Plays the customer on the hosted page without a browser (HTTP tests): the card, then the
 * one-time password; answers where the page sends the browser back and the form it posts.
 */
export async function payOnHostedPage(
  webPaymentUrl: string,
  card: { cardNumber: string; otp?: string },
): Promise<{ returnUrl: string; paymentResponse: string }> {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const page = await fetch(webPaymentUrl);
  if (!page.ok) throw new Error(`the hosted page answered ${page.status}`);
  let html = await (await fetch(`${webPaymentUrl}/card`, form({ cardNumber: card.cardNumber, expiry: '12/30', cvv: '123' }))).text();
  if (html.includes('name="otp"')) html = await (await fetch(`${webPaymentUrl}/otp`, form({ otp: card.otp ?? CARD_OTP }))).text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  const paymentResponse = /name="paymentResponse" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !paymentResponse) throw new Error('the hosted page did not send the browser back');
  return { returnUrl: action.replace(/&amp;/g, '&'), paymentResponse };
}
