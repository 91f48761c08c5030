import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalTimes, pacedLoad } from './paced';

describe('arrival times', () => {
  it('are a seeded Poisson stream of the asked mean rate', () => {
    const times = arrivalTimes({ rate: 300, seconds: 20, seed: 7 });
    expect(arrivalTimes({ rate: 300, seconds: 20, seed: 7 })).toEqual(times);
    expect(arrivalTimes({ rate: 300, seconds: 20, seed: 8 })).not.toEqual(times);
    // 6,000 expected; a Poisson count's standard deviation is about 77.
    expect(Math.abs(times.length - 6000)).toBeLessThan(400);
    expect(times.every((at, index) => index === 0 || at > (times[index - 1] ?? 0))).toBe(true);
    expect(times.at(-1)).toBeLessThan(20_000);
    // Exponential gaps: some far shorter and some far longer than the mean, unlike even spacing.
    const gaps = times.slice(1).map((at, index) => at - (times[index] ?? 0));
    expect(gaps.filter((gap) => gap < 1).length).toBeGreaterThan(gaps.length / 5);
    expect(gaps.filter((gap) => gap > 7).length).toBeGreaterThan(gaps.length / 20);
  });

  it('are evenly spaced when asked, and stop at an amount', () => {
    expect(arrivalTimes({ rate: 100, seconds: 0.05, arrivals: 'even' })).toEqual([10, 20, 30, 40]);
    expect(arrivalTimes({ rate: 100, amount: 3 })).toHaveLength(3);
  });
});

describe('paced load', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    // Answers after 30 ms (/slow: 4 s); /missing answers 404.
    server = createServer((request, response) => {
      const timer = setTimeout(
        () => {
          response.statusCode = request.url === '/missing' ? 404 : 200;
          response.end('{"ok":true}');
        },
        request.url === '/slow' ? 4000 : 30,
      );
      response.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('times each answer from when it was due and counts the others apart', async () => {
    const figures = await pacedLoad({
      origin,
      rate: 200,
      amount: 100,
      next: (index) => ({ method: 'GET', path: index % 10 === 0 ? '/missing' : '/ok' }),
    });
    expect(figures.total).toBe(100);
    expect(figures.non2xx).toBe(10);
    expect(figures.errors).toBe(0);
    expect(figures.p50).toBeGreaterThanOrEqual(30);
    expect(figures.bytes).toBe(11);
  });

  it('counts a request the server cannot answer in time as a timeout', async () => {
    // undici's timers tick coarsely: a second's timeout fires within about two.
    const figures = await pacedLoad({
      origin,
      rate: 100,
      amount: 3,
      timeoutMs: 1000,
      next: () => ({ method: 'GET', path: '/slow' }),
    });
    expect(figures).toMatchObject({ timeouts: 3, errors: 0 });
    expect(figures.total).toBe(0);
  });
});
