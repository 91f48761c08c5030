import { describe, expect, it } from 'vitest';
import { totalPageKey } from './swr';

describe('totalPageKey', () => {
  const key = totalPageKey(['orders', 'list', 'All'], 12);

  it('asks for each page by its first row until the total is reached', () => {
    expect(key(0, null)).toEqual(['orders', 'list', 'All', 0]);
    expect(key(1, { Data: new Array(12), Total: 30 })).toEqual(['orders', 'list', 'All', 12]);
    expect(key(2, { Data: new Array(12), Total: 30 })).toEqual(['orders', 'list', 'All', 24]);
    expect(key(3, { Data: new Array(6), Total: 30 })).toBeNull();
  });

  it('stops on an empty page, and asks nothing without a key', () => {
    expect(key(1, { Data: [], Total: 30 })).toBeNull();
    expect(totalPageKey(null, 12)(0, null)).toBeNull();
  });
});
