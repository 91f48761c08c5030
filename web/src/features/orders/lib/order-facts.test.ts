import { describe, expect, it } from 'vitest';
import type { OrderFullDetail } from '../api/orders.schema';
import { isFree, orderFacts } from './order-facts';

const order = (extra: Record<string, unknown>) =>
  ({ OrderID: 'DC0125000001', SaleUnit: 'DC01', Status: 'WAIT', PaymentStatus: 'UNPAID', Mode: 'money', PaymentMethod: 'COD', ...extra }) as unknown as OrderFullDetail['Order'];

describe('orderFacts', () => {
  it('names the method in the reader language and lets a waiting unpaid order be cancelled', () => {
    const facts = orderFacts(order({ CouponId: 'NEW10' }), 'en');
    expect(facts).toMatchObject({ points: false, method: 'COD', methodName: 'Cash on delivery', couponId: 'NEW10', canCancel: true, canPay: false });
  });

  it('offers to pay an order of an online method that is still unpaid, not a paid one', () => {
    expect(orderFacts(order({ PaymentMethod: 'THAI_QR' }), 'th').canPay).toBe(true);
    expect(orderFacts(order({ PaymentMethod: 'THAI_QR', PaymentStatus: 'PAID' }), 'th')).toMatchObject({ canPay: false, canCancel: false });
  });

  it('falls back to the payment type, and a redeem order has no method name to pay with', () => {
    expect(orderFacts(order({ PaymentMethod: undefined, PaymentType: 'X9' }), 'th').methodName).toBe('X9');
    expect(orderFacts(order({ Mode: 'point', PaymentMethod: 'THAI_QR' }), 'th')).toMatchObject({ points: true, methodName: null, canPay: false });
  });

  it('reads a free line however the API spells it', () => {
    expect([true, 'Y', 1, false, 'N', 0, null].map(isFree)).toEqual([true, true, true, false, false, false, false]);
  });
});
