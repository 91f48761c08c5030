import { describe, expect, it } from 'vitest';
import { paymentMethodCode, PAYMENT_METHOD_LIST } from './payment-method.js';

describe('paymentMethodCode', () => {
  it('maps COD to 0, LINEPAY to 1, BANK to 2 and anything else to -1', () => {
    expect(paymentMethodCode('COD')).toBe(0);
    expect(paymentMethodCode('LINEPAY')).toBe(1);
    expect(paymentMethodCode('BANK')).toBe(2);
    expect(paymentMethodCode('CREDIT_CARD')).toBe(-1);
    expect(paymentMethodCode('')).toBe(-1);
    expect(paymentMethodCode(null)).toBe(-1);
  });
  it('ignores case and surrounding spaces', () => {
    expect(paymentMethodCode(' cod ')).toBe(0);
    expect(paymentMethodCode('LinePay')).toBe(1);
  });
  it('lists the payment methods of the specification', () => {
    expect(PAYMENT_METHOD_LIST).toContain('GHL_WECHATPAY');
    expect(PAYMENT_METHOD_LIST).toHaveLength(16);
  });
});
