import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getJson, removeItem, setJson } from './storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips JSON', () => {
    expect(setJson('k', { a: 1 })).toBe(true);
    expect(getJson('k')).toEqual({ a: 1 });
    removeItem('k');
    expect(getJson('k')).toBeUndefined();
  });

  it('removes a value that is not JSON and reads it as absent', () => {
    localStorage.setItem('k', '{not json');
    expect(getJson('k')).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('removes a value the schema rejects', () => {
    localStorage.setItem('k', JSON.stringify({ items: 'x' }));
    expect(getJson('k', z.object({ items: z.array(z.string()) }))).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });
});
