import { afterEach, describe, expect, it } from 'vitest';
import {
  beginLoginAttempt,
  clearLoginAttempt,
  isClockWrong,
  LOGIN_LOOP_WINDOW_MS,
  measureClockSkew,
} from './guards';

afterEach(() => {
  clearLoginAttempt();
});

describe('the LINE login guard', () => {
  it('lets the first login of a page start and stops a second one that follows at once', () => {
    const now = 1_800_000_000_000;
    expect(beginLoginAttempt('https://shop.example/product/1', now)).toBe(true);
    expect(beginLoginAttempt('https://shop.example/product/1', now + 5_000)).toBe(false);
  });

  it('allows a login again after the window, or for another page', () => {
    const now = 1_800_000_000_000;
    beginLoginAttempt('https://shop.example/a', now);
    expect(beginLoginAttempt('https://shop.example/b', now + 1)).toBe(true);
    expect(beginLoginAttempt('https://shop.example/b', now + LOGIN_LOOP_WINDOW_MS + 1)).toBe(true);
  });

  it('starts afresh once a login succeeded', () => {
    beginLoginAttempt('https://shop.example/a', 1);
    clearLoginAttempt();
    expect(beginLoginAttempt('https://shop.example/a', 2)).toBe(true);
  });
});

describe('the device clock check', () => {
  const answerWithDate = (date: Date) =>
    (() =>
      Promise.resolve(
        new Response('{}', { headers: { date: date.toUTCString() } }),
      )) as unknown as typeof fetch;

  it('finds a clock hours off and accepts one a few seconds off', async () => {
    const hoursAhead = await measureClockSkew(answerWithDate(new Date(Date.now() - 3 * 3600_000)));
    expect(isClockWrong(hoursAhead)).toBe(true);
    const close = await measureClockSkew(answerWithDate(new Date(Date.now() + 3_000)));
    expect(isClockWrong(close)).toBe(false);
  });

  it('cannot tell without an answer, and then does not blame the clock', async () => {
    const failing = (() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    expect(await measureClockSkew(failing)).toBeNull();
    expect(isClockWrong(null)).toBe(false);
  });
});
