import { describe, expect, it } from 'vitest';
import {
  carriesLiffParams,
  isLineUserAgent,
  liffAreaOf,
  resolveLiffState,
  withoutLiffParams,
} from './state';

const at = (search: string, pathname = '/', hash = '') => ({ pathname, search, hash });

describe('resolveLiffState', () => {
  it('turns the deep link into a path with its query', () => {
    const state = encodeURIComponent('/product/P001?c1=10');
    expect(resolveLiffState(at(`?liff.state=${state}`), '/')).toBe('/product/P001?c1=10');
  });

  it('puts the deep link under the base path', () => {
    expect(resolveLiffState(at('?liff.state=%2Fcart', '/eorder/'), '/eorder/')).toBe(
      '/eorder/cart',
    );
    expect(resolveLiffState(at('?liff.state=history%2F12%2FDC01', '/eorder/'), '/eorder/')).toBe(
      '/eorder/history/12/DC01',
    );
  });

  it("keeps the opened URL's other parameters, drops LIFF's, and lets the deep link's own win", () => {
    const search = `?liff.state=${encodeURIComponent('/product?p=rice&rm=DC02')}&rm=DC09&utm=line&liff.referrer=x`;
    expect(resolveLiffState(at(search), '/')).toBe('/product?p=rice&rm=DC02&utm=line');
  });

  it('applies a query-only state to the current page', () => {
    expect(
      resolveLiffState(
        at(`?liff.state=${encodeURIComponent('?state=GUEST&cid=DC01')}`, '/en/'),
        '/',
      ),
    ).toBe('/en/?state=GUEST&cid=DC01');
  });

  it('keeps the hash of the deep link', () => {
    expect(resolveLiffState(at(`?liff.state=${encodeURIComponent('/news#faq')}`), '/')).toBe(
      '/news#faq',
    );
  });

  it('never leaves the app: other hosts and backslash tricks are refused', () => {
    expect(
      resolveLiffState(at(`?liff.state=${encodeURIComponent('//evil.example/x')}`), '/'),
    ).toBeNull();
    expect(
      resolveLiffState(at(`?liff.state=${encodeURIComponent('/\\evil.example')}`), '/'),
    ).toBeNull();
    expect(
      resolveLiffState(at(`?liff.state=${encodeURIComponent('https://evil.example/')}`), '/'),
    ).toBe('/https://evil.example/');
  });

  it('answers null without liff.state', () => {
    expect(resolveLiffState(at('?p=1'), '/')).toBeNull();
  });
});

describe('liffAreaOf', () => {
  it('chooses the LIFF app by area, in both languages', () => {
    expect(liffAreaOf('/merchant')).toBe('merchant');
    expect(liffAreaOf('/merchant/orders?x=1')).toBe('merchant');
    expect(liffAreaOf('/en/merchant/login')).toBe('merchant');
    expect(liffAreaOf('/gateway/line/authen')).toBe('gateway');
    expect(liffAreaOf('/merchants')).toBe('customer');
    expect(liffAreaOf('/product/P1')).toBe('customer');
    expect(liffAreaOf('/en')).toBe('customer');
  });
});

describe('URL helpers', () => {
  it('tells a URL LINE opened or returned to', () => {
    expect(carriesLiffParams('?liff.state=%2F')).toBe(true);
    expect(carriesLiffParams('?liffClientId=1&code=x')).toBe(true);
    expect(carriesLiffParams('?code=x&state=y')).toBe(false);
  });

  it("removes only LIFF's parameters", () => {
    expect(withoutLiffParams(at('?a=1&liff.referrer=x&liffClientId=2', '/p', '#h'))).toBe(
      '/p?a=1#h',
    );
    expect(withoutLiffParams(at('?liff.state=%2F', '/p'))).toBe('/p');
  });

  it("recognises the LINE app's browser", () => {
    expect(
      isLineUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148 Safari Line/13.20.0'),
    ).toBe(true);
    expect(isLineUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/131 Safari/537.36')).toBe(false);
  });
});
