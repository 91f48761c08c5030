// A fake of KBank's card API (K-Payment Gateway v2) and its embedded form (decisions 087, 095).
// Card 4000000000000002 is declined; 3-D Secure password 123456 passes, others decline.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestError, isRecord, listen, readJson, sendJson } from '../http';

export const DEFAULT_KBANK_PUBLIC_KEY = 'pkey_test_fake_0123456789abcdef';
export const DEFAULT_KBANK_SECRET_KEY = 'skey_test_fake_0123456789abcdef';
export const DEFAULT_KBANK_MID = '401001234567001';
export const KBANK_DECLINED_CARD = '4000000000000002';
export const KBANK_OTP = '123456';

export interface KbankCharge {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  status: 'success' | 'fail';
  transaction_state: string;
  reference_order: string;
  redirect_url: string | null;
  failure_code: string | null;
  failure_message: string | null;
}

export interface FakeKbank {
  url: string;
  publicKey: string;
  secretKey: string;
  mid: string;
  /** Where 3-D Secure sends the browser back; '{ref}' is replaced by the charge's reference_order. */
  setReturnUrl(template: string): void;
  /** What KBank's embedded form does: a one-time token for a card. */
  token(cardNumber: string): Promise<string>;
  charges(): KbankCharge[];
  stop(): Promise<void>;
}

/** The stand-in of KBank's embedded form script (plain browser JavaScript, served as is). */
const EMBEDDED_SCRIPT = `(function () {
  var script = document.currentScript;
  var form = script && script.closest('form');
  if (!form) return;
  var data = script.dataset;
  var base = new URL(script.src).origin;
  var box = document.createElement('div');
  box.setAttribute('data-kpayment', 'card');
  box.innerHTML = '<label>Card number <input name="kpayment-card" inputmode="numeric" autocomplete="cc-number"></label>' +
    '<button type="button">Pay ' + data.amount + ' ' + (data.currency || 'THB') + '</button><p role="status"></p>';
  script.after(box);
  var input = box.querySelector('input');
  var status = box.querySelector('p');
  box.querySelector('button').addEventListener('click', function () {
    status.textContent = '';
    fetch(base + '/card/v2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': data.apikey },
      body: JSON.stringify({ card: { number: input.value, expiry_month: '12', expiry_year: '2030', cvv: '123', name: 'CARD HOLDER' } })
    }).then(function (answer) { return answer.json(); }).then(function (token) {
      if (!token.id) { status.textContent = 'Invalid card'; return; }
      var field = document.createElement('input');
      field.type = 'hidden';
      field.name = 'token';
      field.value = token.id;
      form.appendChild(field);
      form.requestSubmit();
    });
  });
})();
`;

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendHtml(res: ServerResponse, body: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>KBank 3-D Secure</title></head><body>${body}</body></html>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function start(options: { port?: number; publicKey?: string; secretKey?: string; mid?: string } = {}): Promise<FakeKbank> {
  const publicKey = options.publicKey ?? DEFAULT_KBANK_PUBLIC_KEY;
  const secretKey = options.secretKey ?? DEFAULT_KBANK_SECRET_KEY;
  const mid = options.mid ?? DEFAULT_KBANK_MID;
  const tokens = new Map<string, string>();
  const charges = new Map<string, KbankCharge>();
  let returnUrl = '';
  let nextAmount: number | null = null;
  let base = '';

  const keyIs = (req: IncomingMessage, key: string) => req.headers['x-api-key'] === key;

  const listening = await listen(async (req, res, url) => {
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/ui/v2/kpayment.min.js' && method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-length': Buffer.byteLength(EMBEDDED_SCRIPT) });
      res.end(EMBEDDED_SCRIPT);
      return;
    }
    if (path === '/card/v2/token') {
      // The embedded form calls it from the shop's page.
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'content-type, x-api-key');
      res.setHeader('access-control-allow-methods', 'POST');
      if (method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
    }
    if (method === 'POST' && path === '/card/v2/token') {
      if (!keyIs(req, publicKey)) return sendJson(res, 401, { object: 'error', code: 'unauthorized' });
      const body = await readJson(req);
      const card = isRecord(body) && isRecord(body['card']) ? body['card'] : null;
      const number = typeof card?.['number'] === 'string' ? card['number'].replace(/\s+/g, '') : '';
      if (!/^\d{13,19}$/.test(number)) return sendJson(res, 400, { object: 'error', code: 'invalid_card' });
      const token = id('tokn');
      tokens.set(token, number);
      return sendJson(res, 200, { id: token, object: 'token' });
    }
    if (method === 'POST' && path === '/card/v2/charge') {
      if (!keyIs(req, secretKey)) return sendJson(res, 401, { object: 'error', code: 'unauthorized' });
      const body = await readJson(req);
      if (!isRecord(body) || typeof body['token'] !== 'string' || typeof body['amount'] !== 'number') throw new BadRequestError('expected a charge');
      const number = tokens.get(body['token']);
      tokens.delete(body['token']);
      if (!number || (isRecord(body['additional_data']) && body['additional_data']['mid'] !== mid)) {
        return sendJson(res, 400, { object: 'charge', status: 'fail', failure_code: 'invalid_token', failure_message: 'Invalid token' });
      }
      const declined = number === KBANK_DECLINED_CARD;
      const charge: KbankCharge = {
        id: id('chrg'),
        object: 'charge',
        amount: nextAmount ?? body['amount'],
        currency: 'THB',
        status: declined ? 'fail' : 'success',
        transaction_state: declined ? 'Declined' : 'Pre-Authorized',
        reference_order: typeof body['reference_order'] === 'string' ? body['reference_order'] : '',
        redirect_url: null,
        failure_code: declined ? 'card_declined' : null,
        failure_message: declined ? 'Card declined' : null,
      };
      nextAmount = null;
      if (!declined) charge.redirect_url = `${base}/3ds/${charge.id}`;
      charges.set(charge.id, charge);
      return sendJson(res, 200, charge);
    }
    const inquiry = /^\/card\/v2\/charge\/([\w-]+)$/.exec(path);
    if (method === 'GET' && inquiry) {
      if (!keyIs(req, secretKey)) return sendJson(res, 401, { object: 'error', code: 'unauthorized' });
      const charge = charges.get(inquiry[1] ?? '');
      return charge ? sendJson(res, 200, charge) : sendJson(res, 404, { object: 'error', code: 'not_found' });
    }
    const secure = /^\/3ds\/([\w-]+)$/.exec(path);
    const charge = secure ? charges.get(secure[1] ?? '') : undefined;
    if (secure && charge && method === 'GET') {
      return sendHtml(
        res,
        `<h1>KBank 3-D Secure</h1><p>Enter the one-time password (test: ${KBANK_OTP}).</p><form method="post" action="${escapeHtml(`${base}/3ds/${charge.id}`)}">` +
          `<label for="otp">One-time password</label><input id="otp" name="otp" required><button type="submit">Confirm</button></form>`,
      );
    }
    if (secure && charge && method === 'POST') {
      const passed = (await readForm(req)).get('otp') === KBANK_OTP;
      charge.transaction_state = passed ? 'Authorized' : 'Declined';
      charge.status = passed ? 'success' : 'fail';
      if (!passed) charge.failure_code = '3ds_failed';
      const back = returnUrl.replace('{ref}', encodeURIComponent(charge.reference_order));
      return sendHtml(
        res,
        `<form id="back" method="post" action="${escapeHtml(back)}"><input type="hidden" name="objectId" value="${escapeHtml(charge.id)}">` +
          `<input type="hidden" name="status" value="${passed ? 'true' : 'false'}"><button type="submit">Continue</button></form>` +
          `<script>document.getElementById('back').submit()</script>`,
      );
    }
    if (method === 'POST' && path === '/__fake/next') {
      const body = await readJson(req);
      nextAmount = isRecord(body) && typeof body['amount'] === 'number' ? body['amount'] : null;
      return sendJson(res, 200, { amount: nextAmount });
    }
    return sendJson(res, 404, { object: 'error', code: 'not_found' });
  }, options);
  base = listening.url;

  return {
    url: listening.url,
    publicKey,
    secretKey,
    mid,
    setReturnUrl(template) {
      returnUrl = template;
    },
    async token(cardNumber) {
      const answer = await fetch(`${base}/card/v2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': publicKey },
        body: JSON.stringify({ card: { number: cardNumber, expiry_month: '12', expiry_year: '2030', cvv: '123', name: 'TEST' } }),
      });
      return ((await answer.json()) as { id: string }).id;
    },
    charges: () => [...charges.values()],
    stop: () => listening.close(),
  };
}
