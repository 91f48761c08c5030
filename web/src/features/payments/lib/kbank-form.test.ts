import { describe, expect, it } from 'vitest';
import { kbankScriptData, tokenOf } from './kbank-form';

const config = { scriptUrl: 'https://kpay.example/ui/v2/kpayment.min.js', publicKey: 'pkey_test_1', mid: null };

describe("KBank's embedded form", () => {
  it('gives the amount in baht with two decimals from satang', () => {
    expect(kbankScriptData(config, { AmountSatang: 9975, PaymentId: 'P1' }, 'Shop', 'th')).toEqual({
      apikey: 'pkey_test_1',
      amount: '99.75',
      currency: 'THB',
      paymentMethods: 'card',
      name: 'Shop',
      orderId: 'P1',
      locale: 'th',
    });
    expect(kbankScriptData(config, { AmountSatang: 100005, PaymentId: 'P1' }, 'Shop', 'en').amount).toBe('1000.05');
    expect(kbankScriptData(config, { AmountSatang: 7, PaymentId: 'P1' }, 'Shop', 'en').amount).toBe('0.07');
  });

  it('names the merchant id only when configured', () => {
    expect(kbankScriptData({ ...config, mid: '4010' }, { AmountSatang: 100, PaymentId: 'P1' }, 'S', 'en').mid).toBe('4010');
  });

  it('takes a well-formed token only', () => {
    const form = new FormData();
    expect(tokenOf(form)).toBeNull();
    form.set('token', ' tokn_test_abc ');
    expect(tokenOf(form)).toBe('tokn_test_abc');
    form.set('token', '<script>');
    expect(tokenOf(form)).toBeNull();
  });
});
