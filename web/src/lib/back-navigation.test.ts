import { describe, expect, it } from 'vitest';
import { resolveBack } from './back-navigation';

describe('resolveBack', () => {
  it('goes home when the visit started on this page', () => {
    expect(resolveBack('/product/P1', null)).toEqual({ kind: 'path', path: '/' });
    expect(resolveBack('/en/product/P1', null)).toEqual({ kind: 'path', path: '/' });
  });

  it('goes home when coming from the LINE hand-off pages', () => {
    expect(resolveBack('/product', '/line_hook')).toEqual({ kind: 'path', path: '/' });
    expect(resolveBack('/product', '/line/authen?code=x')).toEqual({ kind: 'path', path: '/' });
    expect(resolveBack('/en/product', '/en/line/authen')).toEqual({ kind: 'path', path: '/' });
  });

  it('goes to /history from an order detail, whatever came before', () => {
    expect(resolveBack('/history/O1/S1', '/cart')).toEqual({ kind: 'path', path: '/history' });
    expect(resolveBack('/en/history/O1', null)).toEqual({ kind: 'path', path: '/history' });
  });

  it('treats the delivery order page as an ordinary page', () => {
    expect(resolveBack('/history/deliveryorder/O1', '/history')).toEqual({ kind: 'step-back' });
  });

  it('goes one step back otherwise', () => {
    expect(resolveBack('/product/P1', '/product?p=milk')).toEqual({ kind: 'step-back' });
    expect(resolveBack('/cart', '/line/authenuser')).toEqual({ kind: 'step-back' });
  });
});
