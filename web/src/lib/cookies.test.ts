import { afterEach, describe, expect, it } from 'vitest';
import { cookieName, readCookie, readJsonCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('cookies', () => {
  it('writes and reads a prefixed cookie, Thai text and separators kept', () => {
    writeCookie('cid', 'ร้าน; a=b, c');
    expect(document.cookie).toContain(`${cookieName('cid')}=`);
    expect(readCookie('cid')).toBe('ร้าน; a=b, c');
  });

  it('reads JSON, and nothing from a cookie that is not JSON', () => {
    writeCookie('point', JSON.stringify({ mode: 'redeem' }));
    expect(readJsonCookie('point')).toEqual({ mode: 'redeem' });
    writeCookie('agent', '{not json');
    expect(readJsonCookie('agent')).toBeUndefined();
  });

  it('reads a cookie the bff wrote, and one with a broken escape as absent', () => {
    document.cookie = `${cookieName('line_session')}=customer%3ADC02; Path=/`;
    expect(readCookie('line_session')).toBe('customer:DC02');
    document.cookie = `${cookieName('st_user')}=%E0%A4; Path=/`;
    expect(readCookie('st_user')).toBeUndefined();
  });

  it('reads a cookie again once the page\'s cookies changed, whoever changed them', () => {
    writeCookie('point', 'Y');
    expect(readCookie('point')).toBe('Y');
    expect(readCookie('point')).toBe('Y');
    // An answer's Set-Cookie or another tab changes document.cookie without this module.
    document.cookie = `${cookieName('point')}=N; Path=/`;
    expect(readCookie('point')).toBe('N');
    document.cookie = `${cookieName('point')}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
    expect(readCookie('point')).toBeUndefined();
  });

  it('removes a cookie, and reads nothing for one never written', () => {
    writeCookie('locale', 'en');
    removeCookie('locale');
    expect(readCookie('locale')).toBeUndefined();
    expect(readCookie('customerimage')).toBeUndefined();
  });
});
