import { describe, expect, it } from 'vitest';
import { backTarget } from './back-navigation.js';

describe('backTarget', () => {
  it('goes home from an unknown origin or a LINE entry page', () => {
    expect(backTarget({ fromRouteId: null, currentRouteId: 'product' })).toEqual({
      kind: 'home',
      path: '/',
    });
    expect(backTarget({ fromRouteId: '', currentRouteId: 'history-orderid-saleunit' })).toEqual({
      kind: 'home',
      path: '/',
    });
    expect(backTarget({ fromRouteId: 'line_hook', currentRouteId: 'cart' })).toEqual({
      kind: 'home',
      path: '/',
    });
    expect(
      backTarget({ fromRouteId: 'line-authen', currentRouteId: 'cart', locale: 'en' }),
    ).toEqual({ kind: 'home', path: '/en' });
  });
  it('goes to the order history from an order detail', () => {
    expect(
      backTarget({ fromRouteId: 'history', currentRouteId: 'history-orderid-saleunit' }),
    ).toEqual({
      kind: 'path',
      path: '/history',
    });
    expect(
      backTarget({
        fromRouteId: 'checkout-adv',
        currentRouteId: 'history-orderid-saleunit',
        locale: 'en',
      }),
    ).toEqual({
      kind: 'path',
      path: '/en/history',
    });
  });
  it('otherwise goes one step back', () => {
    expect(backTarget({ fromRouteId: 'product', currentRouteId: 'product-code' })).toEqual({
      kind: 'back',
    });
  });
});
