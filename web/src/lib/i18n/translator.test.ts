import { describe, expect, it } from 'vitest';
import { createI18n } from './translator';

function setUp() {
  const i18n = createI18n();
  i18n.init('th');
  i18n.addResourceBundle('th', 'common', {
    hello: 'สวัสดี {{name}}',
    nested: { deep: { text: 'ลึก' } },
    'dotted.key': 'มีจุด',
    empty: '',
    items: 'มี {{count}} ชิ้น',
    total: '{{order.total}} บาท',
    ship: 'ส่ง',
    ship_pickup: 'รับเอง',
  });
  i18n.addResourceBundle('en', 'common', { hello: 'Hello {{name}}', onlyEnglish: 'English only', items_one: 'one item', items_other: '{{count}} items', items_zero: 'no items' });
  i18n.addResourceBundle('th', 'cart', { title: 'ตะกร้า' });
  i18n.addResourceBundle('en', 'cart', { title: 'Cart' });
  return i18n;
}

describe('translations', () => {
  it('reads nested keys in the current language, in the default namespace or the one named', () => {
    const i18n = setUp();
    expect(i18n.t('nested.deep.text')).toBe('ลึก');
    expect(i18n.t('dotted.key')).toBe('มีจุด');
    expect(i18n.t('cart:title')).toBe('ตะกร้า');
    expect(i18n.getFixedT('cart')('title')).toBe('ตะกร้า');
    expect(i18n.t('title', { ns: 'cart' })).toBe('ตะกร้า');
    expect(i18n.getFixedT('cart')('common:nested.deep.text')).toBe('ลึก');
  });

  it('fixes the language of a `t` when asked, unless a call names its own', () => {
    const i18n = setUp();
    const english = i18n.getFixedT('cart', 'en');
    expect(english('title')).toBe('Cart');
    expect(english('title', { lng: 'th' })).toBe('ตะกร้า');
    expect(i18n.getFixedT('cart')('title')).toBe('ตะกร้า');
  });

  it('falls back to English, then to defaultValue, then shows the key without its namespace', () => {
    const i18n = setUp();
    expect(i18n.t('onlyEnglish')).toBe('English only');
    expect(i18n.t('missing', { defaultValue: 'ค่า {{n}}', n: 2 })).toBe('ค่า 2');
    expect(i18n.t('cart:missing.key')).toBe('missing.key');
    expect(i18n.t('empty', { defaultValue: 'not used' })).toBe('');
    expect(i18n.t('nested')).toBe("key 'nested (th)' returned an object instead of string.");
  });

  it('interpolates options by name and path, keeps unknown names, empties null ones', () => {
    const i18n = setUp();
    expect(i18n.t('hello', { name: 'สมชาย' })).toBe('สวัสดี สมชาย');
    expect(i18n.t('hello', { name: '<b>' })).toBe('สวัสดี <b>');
    expect(i18n.t('hello')).toBe('สวัสดี {{name}}');
    expect(i18n.t('hello', { other: 1 })).toBe('สวัสดี {{name}}');
    expect(i18n.t('hello', { name: null })).toBe('สวัสดี ');
    expect(i18n.t('total', { order: { total: 1200 } })).toBe('1200 บาท');
    expect(i18n.t('hello', { name: 'Ann', lng: 'en' })).toBe('Hello Ann');
  });

  it('picks plural forms by the language rules of count, and context forms', () => {
    const i18n = setUp();
    // Thai has no plural forms of its own: the plain key.
    expect(i18n.t('items', { count: 1 })).toBe('มี 1 ชิ้น');
    expect(i18n.t('items', { count: 1, lng: 'en' })).toBe('one item');
    expect(i18n.t('items', { count: 5, lng: 'en' })).toBe('5 items');
    expect(i18n.t('items', { count: 0, lng: 'en' })).toBe('no items');
    // A formatted count (a string) only interpolates.
    expect(i18n.t('items', { count: '1,000' })).toBe('มี 1,000 ชิ้น');
    expect(i18n.t('ship', { context: 'pickup' })).toBe('รับเอง');
    expect(i18n.t('ship', { context: 'drone' })).toBe('ส่ง');
  });

  it('merges texts added later deeply, without changing the objects it was given', () => {
    const i18n = setUp();
    const first = { a: { b: 'B', c: 'C' } };
    i18n.addResourceBundle('th', 'extra', first);
    i18n.addResourceBundle('th', 'extra', { a: { c: 'C2' } });
    expect(i18n.t('extra:a.b')).toBe('B');
    expect(i18n.t('extra:a.c')).toBe('C2');
    expect(first.a.c).toBe('C');
  });

  it('tells subscribers when the language changes, and only then', async () => {
    const i18n = setUp();
    let calls = 0;
    const unsubscribe = i18n.subscribe(() => (calls += 1));
    await i18n.changeLanguage('th');
    expect(calls).toBe(0);
    await i18n.changeLanguage('en');
    expect(calls).toBe(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello', { name: 'Ann' })).toBe('Hello Ann');
    unsubscribe();
    await i18n.changeLanguage('th');
    expect(calls).toBe(1);
  });
});
