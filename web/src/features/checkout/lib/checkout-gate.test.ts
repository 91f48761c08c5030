import { CheckoutAnswerSchema } from '@eorder/shared';
import { describe, expect, it } from 'vitest';
import { checkoutAnswer } from '../test/fixtures';
import { canPlaceOrder } from './checkout-gate';

const data = CheckoutAnswerSchema.parse(checkoutAnswer());
const gate = { data, blockedMessage: null, validating: false, pointMode: false, payment: 'COD' };

describe('canPlaceOrder', () => {
  it('places a money order with a method and an address', () => {
    expect(canPlaceOrder(gate)).toBe(true);
  });

  it('waits for the summary and its refresh, and stays closed while ordering is blocked', () => {
    expect(canPlaceOrder({ ...gate, data: undefined })).toBe(false);
    expect(canPlaceOrder({ ...gate, validating: true })).toBe(false);
    expect(canPlaceOrder({ ...gate, blockedMessage: 'Closed for stock count' })).toBe(false);
  });

  it('wants a method for money, enough points for a redeem, and an address for both', () => {
    expect(canPlaceOrder({ ...gate, payment: null })).toBe(false);
    expect(canPlaceOrder({ ...gate, pointMode: true, payment: null, data: { ...data, Points: { ...data.Points, Enough: true } } })).toBe(true);
    expect(canPlaceOrder({ ...gate, pointMode: true, data: { ...data, Points: { ...data.Points, Enough: false } } })).toBe(false);
    expect(canPlaceOrder({ ...gate, data: { ...data, ShipTo: [] } })).toBe(false);
  });
});
