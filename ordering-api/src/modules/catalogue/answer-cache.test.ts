import { describe, expect, it } from 'vitest';
import { createAnswerCache, EVERY_CENTER } from './answer-cache';

describe('the answer cache', () => {
  const bytes = (text: string) => Buffer.from(text);
  const liveCache = (options: { maxEntries?: number } = {}) => {
    let now = 1_000;
    const cache = createAnswerCache({ ttlMs: 10_000, now: () => now, ...options });
    cache.setLive(true);
    return { cache, later: (ms: number) => (now += ms) };
  };
  const keep = (cache: ReturnType<typeof createAnswerCache>, center: string, key: string, text = key) => {
    const ticket = cache.ticket(center);
    expect(ticket).not.toBeNull();
    if (ticket) cache.set(ticket, key, bytes(text));
  };

  it('serves a kept answer until it is older than its time', () => {
    const { cache, later } = liveCache();
    keep(cache, 'DC01', 'a', 'answer');
    later(9_999);
    expect(cache.get('DC01', 'a')?.toString()).toBe('answer');
    later(1);
    expect(cache.get('DC01', 'a')).toBeUndefined();
  });

  it("drops a center's answers on its notice, every center's on '*'", () => {
    const { cache } = liveCache();
    keep(cache, 'DC01', 'a');
    keep(cache, 'DC02', 'b');
    cache.changed('DC01');
    expect(cache.get('DC01', 'a')).toBeUndefined();
    expect(cache.get('DC02', 'b')?.toString()).toBe('b');
    cache.changed(EVERY_CENTER);
    expect(cache.get('DC02', 'b')).toBeUndefined();
  });

  it('does not keep an answer read while a notice for its center arrived', () => {
    const { cache } = liveCache();
    const before = cache.ticket('DC01');
    const otherCenter = cache.ticket('DC02');
    cache.changed('DC01');
    if (before) cache.set(before, 'a', bytes('old'));
    if (otherCenter) cache.set(otherCenter, 'b', bytes('b'));
    expect(cache.get('DC01', 'a')).toBeUndefined();
    expect(cache.get('DC02', 'b')?.toString()).toBe('b');
    const everyCenter = cache.ticket('DC02');
    cache.changed(EVERY_CENTER);
    if (everyCenter) cache.set(everyCenter, 'c', bytes('old'));
    expect(cache.get('DC02', 'c')).toBeUndefined();
  });

  it('keeps and serves nothing while notices are not heard, nor what it had before', () => {
    const { cache } = liveCache();
    keep(cache, 'DC01', 'a');
    const ticket = cache.ticket('DC01');
    cache.setLive(false);
    expect(cache.ticket('DC01')).toBeNull();
    expect(cache.get('DC01', 'a')).toBeUndefined();
    cache.setLive(true);
    if (ticket) cache.set(ticket, 'b', bytes('read before'));
    expect(cache.get('DC01', 'a')).toBeUndefined();
    expect(cache.get('DC01', 'b')).toBeUndefined();
  });

  it('drops the least recently used answer beyond its size', () => {
    const { cache } = liveCache({ maxEntries: 2 });
    keep(cache, 'DC01', 'a');
    keep(cache, 'DC01', 'b');
    expect(cache.get('DC01', 'a')?.toString()).toBe('a');
    keep(cache, 'DC01', 'c');
    expect(cache.get('DC01', 'b')).toBeUndefined();
    expect(cache.get('DC01', 'a')?.toString()).toBe('a');
    expect(cache.size).toBe(2);
  });
});
