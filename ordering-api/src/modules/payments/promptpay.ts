// The PromptPay / Thai QR payload made by promptparse: tag 30 bill payment (biller id, payment id,
// center), amount in tag 54, CRC16 in tag 63 (decision 060).
import { anyId, billPayment } from 'promptparse/generate';
import { parse } from 'promptparse';

export interface ThaiQrBill {
  /** Tax id + suffix, 15 digits. */
  billerId: string;
  /** Upper-case letters and digits, at most 20. */
  ref1: string;
  ref2?: string;
  amountSatang: number;
}

const REFERENCE = /^[A-Z0-9]{1,20}$/;

/** Baht with two decimals, from satang (integers only: no floating sums). */
export const bahtOf = (satang: number): number => Number((satang / 100).toFixed(2));

/** Satang of a baht amount given with at most two decimals. */
export const satangOf = (baht: number): number => Math.round(baht * 100);

/** The bill-payment QR (tag 30) of a payment. */
export function thaiQrBillPayload(bill: ThaiQrBill): string {
  if (!REFERENCE.test(bill.ref1) || (bill.ref2 !== undefined && !REFERENCE.test(bill.ref2))) {
    throw new Error('a Thai QR reference is 1 to 20 upper-case letters or digits');
  }
  if (!Number.isSafeInteger(bill.amountSatang) || bill.amountSatang <= 0) throw new Error('the amount is a positive number of satang');
  return billPayment({
    billerId: bill.billerId,
    ref1: bill.ref1,
    ...(bill.ref2 ? { ref2: bill.ref2 } : {}),
    amount: bahtOf(bill.amountSatang),
  });
}

/** A PromptPay id's QR (tag 29: mobile number or tax id), with an amount when given. */
export function promptPayPayload(target: string, amountSatang?: number): string {
  const digits = target.replace(/\D/g, '');
  return anyId({
    type: digits.length >= 13 ? 'NATID' : 'MSISDN',
    target: digits,
    ...(amountSatang !== undefined ? { amount: bahtOf(amountSatang) } : {}),
  });
}

/** What a Thai QR payload says: its amount and references; null when its checksum is wrong. */
export function readThaiQr(payload: string): { amountSatang: number | null; billerId?: string; ref1?: string } | null {
  const qr = parse(payload, true, true);
  if (!qr || !qr.validate('63')) return null;
  const amount = qr.getTagValue('54');
  return {
    amountSatang: amount ? satangOf(Number(amount)) : null,
    ...(qr.getTagValue('30', '01') ? { billerId: qr.getTagValue('30', '01') } : {}),
    ...(qr.getTagValue('30', '02') ? { ref1: qr.getTagValue('30', '02') } : {}),
  };
}
