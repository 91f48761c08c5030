import { describe, expect, it } from 'vitest';
import { canCustomerCancel, canTransition, nextStatuses } from './order-status.js';

describe('order status', () => {
  it('lets the customer cancel only a waiting, unpaid order', () => {
    expect(canCustomerCancel({ Status: 'WAIT', PaymentStatus: 'UNPAID' })).toBe(true);
    expect(canCustomerCancel({ Status: 'WAIT' })).toBe(true);
    expect(canCustomerCancel({ Status: 'WAIT', PaymentStatus: 'PAID' })).toBe(false);
    expect(canCustomerCancel({ Status: 'WAIT', PaymentStatus: 'PENDING' })).toBe(false);
    expect(canCustomerCancel({ Status: 'APPROVED' })).toBe(false);
  });
  it('moves orders only forward, by the right people', () => {
    expect(canTransition('merchant', 'WAIT', 'APPROVED')).toBe(true);
    expect(canTransition('rider', 'WAIT', 'SHIPPING')).toBe(false);
    expect(canTransition('rider', 'APPROVED', 'SHIPPING')).toBe(true);
    expect(canTransition('rider', 'SHIPPING', 'DELIVERED')).toBe(true);
    expect(canTransition('merchant', 'DELIVERED', 'CANCELLED')).toBe(false);
    expect(canTransition('customer', 'APPROVED', 'CANCELLED')).toBe(false);
    expect(nextStatuses('merchant', 'CANCELLED')).toEqual([]);
  });
});
