import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config';
import { markLiffActive } from './guards';
import { planLiff } from './index';

const baseConfig = { companyCode: 'DSG', companyName: 'DSG', logo: 'DSG', basePath: '/' };
const withCustomerLiff = { ...baseConfig, liff: { customer: '1650000000-abcd' } };

function openAt(url: string, base?: string): void {
  document.head.querySelector('base')?.remove();
  if (base) {
    const element = document.createElement('base');
    element.setAttribute('href', base);
    document.head.append(element);
  }
  window.history.replaceState(null, '', url);
}

afterEach(() => {
  setRuntimeConfig(baseConfig);
  openAt('/');
  sessionStorage.clear();
  delete window.__EORDER_LIFF_MOCK__;
  vi.unstubAllEnvs();
});

describe('what LIFF is going to do, told before it starts', () => {
  it('starts nothing in a plain browser, and the first page is the one opened', () => {
    setRuntimeConfig(withCustomerLiff);
    openAt('/product/P001');
    expect(planLiff()).toEqual({
      starts: false,
      area: 'customer',
      landing: '/product/P001',
      leaves: false,
    });
  });

  it('starts nothing where the area has no LIFF app, even when LINE opened the page', () => {
    openAt(`/?liff.state=${encodeURIComponent('/product/P001')}`);
    expect(planLiff()).toEqual({ starts: false, area: 'customer', landing: '/', leaves: false });
  });

  it("lands on LINE's deep link, which the SDK follows with a new page load", () => {
    setRuntimeConfig(withCustomerLiff);
    openAt(`/?liff.state=${encodeURIComponent('/en/product/P001?cid=DC02')}`);
    expect(planLiff()).toEqual({
      starts: true,
      area: 'customer',
      landing: '/en/product/P001',
      leaves: true,
    });
  });

  it('keeps the page where the mock rewrites the URL in place', () => {
    vi.stubEnv('VITE_LIFF_MOCK', 'true');
    window.__EORDER_LIFF_MOCK__ = { isLoggedIn: true };
    setRuntimeConfig(withCustomerLiff);
    openAt(`/?liff.state=${encodeURIComponent('/product/P001')}`);
    expect(planLiff()).toEqual({
      starts: true,
      area: 'customer',
      landing: '/product/P001',
      leaves: false,
    });
  });

  it('keeps the page LINE opened without a deep link', () => {
    setRuntimeConfig(withCustomerLiff);
    markLiffActive('customer');
    openAt('/cart');
    expect(planLiff()).toEqual({ starts: true, area: 'customer', landing: '/cart', leaves: false });
  });

  it("tells the LIFF app's area, that of the URL LINE opened", () => {
    setRuntimeConfig({ ...baseConfig, liff: { merchant: '1650000000-merc' } });
    openAt(`/merchant?liff.state=${encodeURIComponent('/merchant/orders')}`);
    expect(planLiff()).toMatchObject({
      starts: true,
      area: 'merchant',
      landing: '/merchant/orders',
    });
  });

  it('tells the landing as the router sees it, under the base path', () => {
    setRuntimeConfig({ ...withCustomerLiff, basePath: '/eorder/' });
    openAt(`/eorder/?liff.state=${encodeURIComponent('/en/cart')}`, '/eorder/');
    expect(planLiff().landing).toBe('/en/cart');
  });
});
