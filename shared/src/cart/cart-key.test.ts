import { describe, expect, it } from 'vitest';
import { cartStorageKey, guestCartStorageKey, wishlistStorageKey } from './cart-key.js';

describe('cartStorageKey', () => {
  const customer = { companyCode: 'DSG', customerCode: 'C0001', activeSaleUnit: 'S101' };

  it('keys a customer cart by company, customer, active center and mode', () => {
    expect(cartStorageKey({ ...customer, mode: 'money' })).toBe('eorder:cart:DSG:C0001:S101:money');
    expect(cartStorageKey({ ...customer, mode: 'point' })).toBe('eorder:cart:DSG:C0001:S101:point');
  });
  it('gives different centers and modes different carts', () => {
    const keys = new Set([
      cartStorageKey({ ...customer, mode: 'money' }),
      cartStorageKey({ ...customer, mode: 'point' }),
      cartStorageKey({ ...customer, activeSaleUnit: 'S102', mode: 'money' }),
      cartStorageKey({ ...customer, customerCode: 'C0002', mode: 'money' }),
    ]);
    expect(keys.size).toBe(4);
  });
  it('keys a guest cart per company only', () => {
    expect(cartStorageKey({ ...customer, customerCode: 'GUEST', mode: 'point' })).toBe(
      'eorder:cart:DSG:guest',
    );
    expect(cartStorageKey({ ...customer, isGuest: true, mode: 'money' })).toBe(
      'eorder:cart:DSG:guest',
    );
    expect(cartStorageKey({ ...customer, customerCode: null, mode: 'money' })).toBe(
      guestCartStorageKey('DSG'),
    );
    expect(guestCartStorageKey('TCP')).not.toBe(guestCartStorageKey('DSG'));
  });
  it('encodes parts so a separator inside a code cannot merge two carts', () => {
    const a = cartStorageKey({
      companyCode: 'DSG',
      customerCode: 'A:B',
      activeSaleUnit: 'C',
      mode: 'money',
    });
    const b = cartStorageKey({
      companyCode: 'DSG',
      customerCode: 'A',
      activeSaleUnit: 'B:C',
      mode: 'money',
    });
    expect(a).toBe('eorder:cart:DSG:A%3AB:C:money');
    expect(a).not.toBe(b);
  });
  it('keys a customer without an active center on "-"', () => {
    expect(cartStorageKey({ ...customer, activeSaleUnit: '', mode: 'money' })).toBe(
      'eorder:cart:DSG:C0001:-:money',
    );
  });
  it('keys a wishlist per customer and sale unit', () => {
    expect(
      wishlistStorageKey({ companyCode: 'DSG', customerCode: 'C0001', saleUnit: 'S101' }),
    ).toBe('eorder:wishlist:DSG:C0001:S101');
  });
});
