import { describe, expect, it } from 'vitest';
import { LruMap } from './lru.js';

describe('LruMap', () => {
  it('drops the least recently used entry beyond the limit, a read counting as a use', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('counts weights when given, keeps nothing heavier than the limit, and frees a deleted weight', () => {
    const map = new LruMap<string, string>(10, (value) => value.length);
    map.set('a', 'xxxx');
    map.set('b', 'xxxx');
    map.set('c', 'xxxx');
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(2);
    map.set('huge', 'x'.repeat(11));
    expect(map.get('huge')).toBeUndefined();
    expect(map.size).toBe(2);
    map.delete('b');
    map.set('d', 'xxxxxx');
    expect(map.get('c')).toBe('xxxx');
    expect(map.get('d')).toBe('xxxxxx');
  });

  it('replaces a value under the same key without counting it twice', () => {
    const map = new LruMap<string, string>(5, (value) => value.length);
    map.set('a', 'xxx');
    map.set('a', 'yyy');
    map.set('b', 'zz');
    expect(map.get('a')).toBe('yyy');
    expect(map.get('b')).toBe('zz');
  });
});
