import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getLangFromPath, localizePath, paths, stripLangPrefix } from './paths';

describe('localizePath', () => {
  it('adds the /en prefix for English', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/product', 'en')).toBe('/en/product');
    expect(localizePath('/product?p=milk', 'en')).toBe('/en/product?p=milk');
    expect(localizePath('/?id=1', 'en')).toBe('/en?id=1');
  });

  it('removes the prefix for Thai', () => {
    expect(localizePath('/en', 'th')).toBe('/');
    expect(localizePath('/en/product/A1', 'th')).toBe('/product/A1');
    expect(localizePath('/en?id=1', 'th')).toBe('/?id=1');
  });

  it('does not double the prefix and leaves paths that only start with "en" alone', () => {
    expect(localizePath('/en/cart', 'en')).toBe('/en/cart');
    expect(localizePath('/english', 'en')).toBe('/en/english');
    expect(localizePath('/english', 'th')).toBe('/english');
  });

  it('accepts a path without the leading slash', () => {
    expect(localizePath('cart', 'en')).toBe('/en/cart');
  });
});

describe('getLangFromPath and stripLangPrefix', () => {
  it('reads the language from the prefix', () => {
    expect(getLangFromPath('/en')).toBe('en');
    expect(getLangFromPath('/en/merchant')).toBe('en');
    expect(getLangFromPath('/')).toBe('th');
    expect(getLangFromPath('/envelope')).toBe('th');
  });

  it('strips only a real prefix', () => {
    expect(stripLangPrefix('/en/history/1')).toBe('/history/1');
    expect(stripLangPrefix('/envelope')).toBe('/envelope');
  });
});

describe('paths', () => {
  it('gives each route its English form', () => {
    expect(paths.home.en).toBe('/en');
    expect(paths.merchantLogin.en).toBe('/en/merchant/login');
  });

  it('fills required and optional parameters and adds a query', () => {
    expect(paths.productDetail.href({ code: 'P 1' })).toBe('/product/P%201');
    expect(paths.historyDetail.href({ orderid: 'O1' })).toBe('/history/O1');
    expect(paths.historyDetail.href({ orderid: 'O1', saleunit: 'S1' })).toBe('/history/O1/S1');
    expect(paths.manageRegisterFromPc.href()).toBe('/manage/registerfrompc');
    expect(paths.news.href(undefined, { code: 'HOWTO_001' })).toBe('/news?code=HOWTO_001');
    expect(paths.product.href(undefined, { p: 'นม', c1: undefined })).toBe('/product?p=%E0%B8%99%E0%B8%A1');
  });

  it('has unique patterns', () => {
    const patterns = Object.values(paths).map((entry) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('routes static segments before the generic payment return and the history detail', () => {
    const routes = Object.entries(paths).map(([id, entry]) => ({ id, path: entry.pattern }));
    const matchId = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;
    expect(matchId('/payment/slip')).toBe('paymentSlip');
    expect(matchId('/payment/linepay/success/O1/S1/k')).toBe('paymentReturn');
    expect(matchId('/history/deliveryorder/O1')).toBe('historyDeliveryOrder');
    expect(matchId('/history/O1/S1')).toBe('historyDetail');
    expect(matchId('/merchant/promotion/new/condition')).toBe('merchantPromotionCondition');
    expect(matchId('/merchant/tag/create')).toBe('merchantTagCreate');
    expect(matchId('/rider/detail/singha/O1')).toBe('riderDetailSingha');
  });
});
