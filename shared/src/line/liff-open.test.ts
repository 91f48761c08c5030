import { describe, expect, it } from 'vitest';
import { liffAreaOf } from './liff-open.js';

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
