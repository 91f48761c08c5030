// A fake slip-verification service in the style of SlipOK, answering a slip QR's transaction as the
// banks know it (decision 061); 1012 is a slip checked before, 1013 an amount that differs.
import { isRecord, listen, readJson, sendJson, BadRequestError } from '../http';

export const DEFAULT_SLIP_VERIFY_KEY = 'fake-slip-verify-key-0001';
export const DEFAULT_SLIP_VERIFY_BRANCH = '12345';
/** The masked account the fake's slips pay into unless told otherwise ('xxx-x-x6789-x' for 123-4-56789-0). */
export const DEFAULT_RECEIVER_ACCOUNT = 'xxx-x-x6789-x';

export interface SlipTransaction {
  transRef: string;
  /** Baht, two decimals. */
  amount: number;
  receiverAccount?: string;
  sendingBank?: string;
  receivingBank?: string;
  /** yyyyMMdd */
  date?: string;
}

export interface SlipCheckRecord {
  data: string;
  amount: number | null;
  code: number;
}

export interface FakeSlipVerify {
  url: string;
  /** The check address (SLIP_VERIFY_API_URL). */
  checkUrl: string;
  port: number;
  apiKey: string;
  addSlip(slip: SlipTransaction): void;
  checks(): SlipCheckRecord[];
  reset(): void;
  /** The next `times` checks answer `status` (the service down). */
  fail(status: number, times?: number): void;
  stop(): Promise<void>;
}

/** The transaction reference of a slip's verification QR (tag 00 > sub-tag 02), or null. */
export function transRefOf(qr: string): string | null {
  const fields = new Map<string, string>();
  let i = 0;
  while (i + 4 <= qr.length) {
    const id = qr.slice(i, i + 2);
    const length = Number(qr.slice(i + 2, i + 4));
    if (!Number.isInteger(length)) return null;
    fields.set(id, qr.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  const inner = fields.get('00');
  if (!inner) return null;
  let j = 0;
  while (j + 4 <= inner.length) {
    const id = inner.slice(j, j + 2);
    const length = Number(inner.slice(j + 2, j + 4));
    if (id === '02') return inner.slice(j + 4, j + 4 + length) || null;
    j += 4 + length;
  }
  return null;
}

export async function start(options: { port?: number; apiKey?: string; branch?: string } = {}): Promise<FakeSlipVerify> {
  const apiKey = options.apiKey ?? DEFAULT_SLIP_VERIFY_KEY;
  const branch = options.branch ?? DEFAULT_SLIP_VERIFY_BRANCH;
  const slips = new Map<string, SlipTransaction>();
  const used = new Set<string>();
  const checks: SlipCheckRecord[] = [];
  let failing: { status: number; times: number } | null = null;

  const dataOf = (slip: SlipTransaction) => {
    const date = slip.date ?? new Date().toISOString().slice(0, 10).replace(/-/g, '');
    return {
      success: true,
      message: '✅',
      language: 'TH',
      transRef: slip.transRef,
      transDate: date,
      transTime: '10:15:07',
      transTimestamp: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T03:15:07.000Z`,
      sendingBank: slip.sendingBank ?? '014',
      receivingBank: slip.receivingBank ?? '004',
      amount: slip.amount,
      paidLocalAmount: slip.amount,
      sender: { displayName: 'นาย ทดสอบ ส', name: 'Mr. Test S', account: { value: 'xxx-x-x1234-x' } },
      receiver: { displayName: 'บจก. อีออเดอร์', name: 'EORDER CO., LTD.', account: { value: slip.receiverAccount ?? DEFAULT_RECEIVER_ACCOUNT } },
    };
  };

  const listening = await listen(async (req, res, url) => {
    const path = url.pathname.replace(/\/+$/, '');
    if (req.method === 'POST' && path === `/api/line/apikey/${branch}`) {
      const body = await readJson(req);
      const data = isRecord(body) && typeof body['data'] === 'string' ? body['data'] : '';
      const amount = isRecord(body) && typeof body['amount'] === 'number' ? body['amount'] : null;
      const answer = (status: number, code: number, json: Record<string, unknown>) => {
        checks.push({ data, amount, code });
        sendJson(res, status, json);
      };
      if (failing && failing.times > 0) {
        failing.times -= 1;
        return answer(failing.status, failing.status, { code: failing.status, message: 'Service unavailable' });
      }
      if (req.headers['x-authorization'] !== apiKey) return answer(401, 1002, { code: 1002, message: 'Authorization Header ไม่ถูกต้อง' });
      if (!data) return answer(400, 1006, { code: 1006, message: 'ไม่พบข้อมูล' });
      const transRef = transRefOf(data);
      if (!transRef) return answer(400, 1007, { code: 1007, message: 'รูปภาพไม่มี QR Code' });
      const slip = slips.get(transRef);
      if (!slip) return answer(400, 1008, { code: 1008, message: 'QR Code ไม่ใช่ QR สลิป หรือไม่พบรายการ' });
      if (used.has(transRef)) return answer(400, 1012, { code: 1012, message: 'สลิปซ้ำ สลิปนี้เคยส่งเข้ามาในระบบเมื่อ', data: dataOf(slip) });
      if (amount !== null && Math.round(amount * 100) !== Math.round(slip.amount * 100)) {
        return answer(400, 1013, { code: 1013, message: 'ยอดที่ส่งมาไม่ตรงกับยอดสลิป' });
      }
      if (isRecord(body) && body['log'] === true) used.add(transRef);
      return answer(200, 0, { success: true, data: dataOf(slip) });
    }
    if (req.method === 'POST' && path === '/__fake/slips') {
      const body = await readJson(req);
      if (!isRecord(body) || typeof body['transRef'] !== 'string' || typeof body['amount'] !== 'number') {
        throw new BadRequestError('expected { transRef, amount, ... }');
      }
      slips.set(body['transRef'], body as unknown as SlipTransaction);
      sendJson(res, 200, { ok: true });
      return;
    }
    if (req.method === 'GET' && path === '/__fake/checks') return sendJson(res, 200, checks);
    if (req.method === 'POST' && path === '/__fake/fail') {
      const body = await readJson(req);
      const status = isRecord(body) && typeof body['status'] === 'number' ? body['status'] : 503;
      const times = isRecord(body) && typeof body['times'] === 'number' ? body['times'] : 1;
      failing = { status, times };
      return sendJson(res, 200, failing);
    }
    if (req.method === 'POST' && path === '/__fake/reset') {
      used.clear();
      return sendJson(res, 200, { ok: true });
    }
    sendJson(res, 404, { code: 404, message: 'not found' });
  }, options);

  return {
    url: listening.url,
    checkUrl: `${listening.url}/api/line/apikey/${branch}`,
    port: listening.port,
    apiKey,
    addSlip(slip) {
      slips.set(slip.transRef, slip);
    },
    checks: () => [...checks],
    reset: () => used.clear(),
    fail(status, times = 1) {
      failing = { status, times };
    },
    stop: () => listening.close(),
  };
}
