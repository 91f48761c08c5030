import { describe, expect, it } from 'vitest';
import { canCustomerCancel, canTransition, mayTransition, nextStatuses } from './order-status.js';

describe('order status', () => {
  it('lets the customer cancel only a waiting, unpaid order', () => {
    expect(canCustomerCancel({ Status: 'WAIT', PaymentStatus: 'UNPAID' })).toBe(true);
    expect(canCustomerCancel({ Status: 'WAIT' })).toBe(true);
    expect(canCustomerCancel({ Status: 'WAIT', PaymentStatus: 'PAID' })).toBe(false);
    expect(canCustomerCancel({ Status: 'WAIT', PaymentStatus: 'PENDING' })).toBe(false);
    expect(canCustomerCancel({ Status: 'APPROVED' })).toBe(false);
  });
  it('moves orders only forward, by the right people', () => {
    expect(canTransition('staff', 'WAIT', 'APPROVED')).toBe(true);
    expect(canTransition('rider', 'WAIT', 'SHIPPING')).toBe(false);
    expect(canTransition('rider', 'APPROVED', 'SHIPPING')).toBe(true);
    expect(canTransition('rider', 'SHIPPING', 'DELIVERED')).toBe(true);
    expect(canTransition('staff', 'DELIVERED', 'CANCELLED')).toBe(false);
    expect(canTransition('customer', 'APPROVED', 'CANCELLED')).toBe(false);
    expect(nextStatuses('staff', 'CANCELLED')).toEqual([]);
    expect(nextStatuses('payment', 'WAIT')).toEqual([]);
  });
  it('pays an order once, and refunds only a cancelled paid one', () => {
    expect(mayTransition('pay', 'payment', { Status: 'WAIT', PaymentStatus: 'UNPAID' })).toBe(true);
    expect(mayTransition('pay', 'payment', { Status: 'WAIT', PaymentStatus: 'PAID' })).toBe(false);
    expect(mayTransition('pay', 'customer', { Status: 'WAIT', PaymentStatus: 'UNPAID' })).toBe(false);
    expect(mayTransition('refund', 'staff', { Status: 'CANCELLED', PaymentStatus: 'PAID' })).toBe(true);
    expect(mayTransition('refund', 'staff', { Status: 'DELIVERED', PaymentStatus: 'PAID' })).toBe(false);
    expect(mayTransition('cancel', 'staff', { Status: 'APPROVED', PaymentStatus: 'PAID' })).toBe(true);
    expect(mayTransition('cancel', 'scheduler', { Status: 'WAIT', PaymentStatus: 'PENDING' })).toBe(false);
  });
  it('lets the rider arrive, refuse and decide a waiting invoice only while on the way', () => {
    expect(mayTransition('arrive', 'rider', { Status: 'SHIPPING' })).toBe(true);
    expect(mayTransition('arrive', 'rider', { Status: 'APPROVED' })).toBe(false);
    expect(mayTransition('refuse', 'rider', { Status: 'SHIPPING' })).toBe(true);
    expect(mayTransition('refuse', 'customer', { Status: 'SHIPPING' })).toBe(false);
    expect(canTransition('rider', 'SHIPPING', 'CANCELLED')).toBe(true);
    expect(mayTransition('approveInvoice', 'rider', { Status: 'SHIPPING', InvoiceStatus: 'Wait' })).toBe(true);
    expect(mayTransition('approveInvoice', 'rider', { Status: 'APPROVED', InvoiceStatus: 'Wait' })).toBe(false);
    expect(mayTransition('cancelInvoice', 'rider', { Status: 'DELIVERED', InvoiceStatus: 'Approved' })).toBe(false);
    expect(mayTransition('cancelInvoice', 'staff', { Status: 'APPROVED', InvoiceStatus: 'Wait' })).toBe(true);
    expect(mayTransition('approveInvoice', 'staff', { Status: 'APPROVED', InvoiceStatus: null })).toBe(false);
  });
});
