// The PromptPay payloads against the published vectors of the reference
// implementation (promptpay-qr) and the CRC16 of EMVCo (CRC-16/CCITT-FALSE).
import { checksum, parse } from 'promptparse';
import { describe, expect, it } from 'vitest';
import { promptPayPayload, readThaiQr, thaiQrBillPayload } from './promptpay';

/** The tags of a payload (EMVCo does not fix their order), its checksum checked. */
function tagsOf(payload: string): Record<string, string> {
  const qr = parse(payload, true, false);
  if (!qr?.validate('63')) throw new Error(`bad checksum: ${payload}`);
  const tags = Object.fromEntries(qr.getTags().map((t) => [t.id, t.value]));
  delete tags['63'];
  return tags;
}

describe('PromptPay payloads', () => {
  it('say what the published vectors say, each with a valid checksum', () => {
    const vectors: [string, number | undefined, string][] = [
      ['000-000-0000', undefined, '00020101021129370016A000000677010111011300660000000005802TH530376463048956'],
      ['0891234567', undefined, '00020101021129370016A000000677010111011300668912345675802TH5303764630429C1'],
      ['0000000000', 422, '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469'],
      ['0891234567', 1_337_133_775, '00020101021229370016A000000677010111011300668912345675802TH5303764541113371337.756304B7D7'],
    ];
    for (const [target, amount, expected] of vectors) {
      const tags = tagsOf(promptPayPayload(target, amount));
      const want = tagsOf(expected);
      // Tag 54 may be written 4.22 or 4.220: the same amount.
      expect(Number(tags['54'] ?? 0)).toBe(Number(want['54'] ?? 0));
      delete tags['54'];
      delete want['54'];
      expect(tags).toEqual(want);
    }
  });

  it('checks with the CRC16 of the standard', () => {
    // The check value of CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF).
    expect(checksum('123456789')).toBe('29B1');
    expect(checksum('00020101021129370016A000000677010111011300660000000005802TH53037646304')).toBe('8956');
  });

  it('makes a dynamic bill-payment QR (tag 30) with the amount and references', () => {
    const payload = thaiQrBillPayload({ billerId: '010555512345601', ref1: 'PAY0001', ref2: 'DC01', amountSatang: 123_450 });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(tagsOf(payload)['54']).toBe('1234.50');
    expect(payload.slice(-4)).toBe(checksum(payload.slice(0, -4)));
    expect(readThaiQr(payload)).toEqual({ amountSatang: 123_450, billerId: '010555512345601', ref1: 'PAY0001' });
  });

  it('refuses a broken checksum and bad references', () => {
    const payload = thaiQrBillPayload({ billerId: '010555512345601', ref1: 'PAY0001', amountSatang: 100 });
    expect(readThaiQr(payload.slice(0, -4) + '0000')).toBeNull();
    expect(() => thaiQrBillPayload({ billerId: '010555512345601', ref1: 'pay-1', amountSatang: 100 })).toThrow();
    expect(() => thaiQrBillPayload({ billerId: '010555512345601', ref1: 'P1', amountSatang: 0 })).toThrow();
  });
});
