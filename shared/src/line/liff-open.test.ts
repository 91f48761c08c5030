import { describe, expect, it } from 'vitest';
import { isLineUserAgent, liffAreaOf } from './liff-open.js';

describe('liffAreaOf', () => {
  it.each([
    ['/', 'customer'],
    ['', 'customer'],
    ['product/P1', 'customer'],
    ['/merchant', 'merchant'],
    ['merchant/orders', 'merchant'],
    ['/en/merchant/login', 'merchant'],
    ['en/gateway', 'gateway'],
    ['/gateway?x=1', 'gateway'],
    ['/merchants', 'customer'],
    ['/english', 'customer'],
  ])('%s belongs to the %s app, with or without its leading slash', (path, area) => {
    expect(liffAreaOf(path)).toBe(area);
  });
});

describe('isLineUserAgent', () => {
  it("knows LINE's in-app browser by its Line/<version>, and nothing else", () => {
    expect(isLineUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/14.3.0')).toBe(true);
    expect(isLineUserAgent('Mozilla/5.0 (Linux; Android 13) Chrome/120.0 Mobile Safari/537.36 Line/14.2.1/IAB')).toBe(true);
    expect(isLineUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36')).toBe(false);
    expect(isLineUserAgent('Mozilla/5.0 Line/ beta')).toBe(false);
    expect(isLineUserAgent(undefined)).toBe(false);
  });
});
