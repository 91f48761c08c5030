import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OrderingCall, OrderingCallOptions } from '../../plugins/ordering-call.js';
import type { GuestSessions } from '../session/guest.js';
import { createFirstScreen } from './first-screen.js';

const request = { log: { warn: () => undefined } } as unknown as FastifyRequest;

const BANNERS = {
  statusText: 'OK',
  result: [{ NewsId: 1, NewsType: 'B', ImageUrl: '/files/banners/B1.jpg' }],
};
const PRODUCTS = [
  { P_Code: 'P1', PIC_FILENAME: 'products/P1.jpg' },
  { P_Code: 'P2', PIC_FILENAME: null },
  { P_Code: 'P3', PIC_FILENAME: 'products/P3.jpg' },
];

function platform(
  answer: (path: string, token: string | undefined) => { status: number; body: unknown },
) {
  const calls: { path: string; options: OrderingCallOptions }[] = [];
  let guests = 0;
  const ordering: OrderingCall = (_request, path, options = {}) => {
    calls.push({ path, options });
    return Promise.resolve(answer(path, options.token));
  };
  const sessions: GuestSessions = {
    fetch: () => {
      guests += 1;
      return Promise.resolve({ token: `guest-${guests}`, user: {} });
    },
    replace: () => Promise.resolve(undefined),
  };
  return { ordering, guests: sessions, calls, guestCount: () => guests };
}

const ok = (path: string) => ({
  status: 200,
  body: path.includes('WHATSNEW') ? BANNERS : PRODUCTS,
});

describe('first screen pictures', () => {
  it("finds the first banner and the first row's pictures as a guest, with the web's bodies", async () => {
    const fake = platform(ok);
    const screen = createFirstScreen({ ordering: fake.ordering, guests: fake.guests });
    expect(await screen.pictures(request)).toEqual({
      home: ['api/customer/files/banners/B1.jpg'],
      // The second product has no picture: its card keeps its place in the row.
      products: ['api/customer/files/products/P1.jpg', null],
    });
    expect(fake.calls.map((call) => call.path).sort()).toEqual([
      '/GET_MASTER_DATA/GET_WHATSNEW',
      '/api/products/items',
    ]);
    const products = fake.calls.find((call) => call.path === '/api/products/items');
    expect(products?.options).toMatchObject({
      token: 'guest-1',
      body: { Take: 12, Skip: 0, Point: false },
    });
  });

  it('looks up again only when the last lookup is old, serving the old one meanwhile', async () => {
    let clock = 0;
    const fake = platform(ok);
    const screen = createFirstScreen({
      ordering: fake.ordering,
      guests: fake.guests,
      ttlMs: 1000,
      now: () => clock,
    });
    await screen.pictures(request);
    await screen.pictures(request);
    expect(fake.calls).toHaveLength(2);
    clock = 1000;
    expect((await screen.pictures(request))?.home).toHaveLength(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.calls).toHaveLength(4);
    // The guest session is kept between lookups.
    expect(fake.guestCount()).toBe(1);
  });

  it('takes a new guest session when the last one expired', async () => {
    const fake = platform((path, token) =>
      token === 'guest-1' ? { status: 401, body: {} } : ok(path),
    );
    const screen = createFirstScreen({ ordering: fake.ordering, guests: fake.guests });
    expect((await screen.pictures(request))?.products).toEqual([
      'api/customer/files/products/P1.jpg',
      null,
    ]);
    expect(fake.guestCount()).toBe(2);
  });

  it('gives no pictures when the ordering API fails, and asks again only after a while', async () => {
    let clock = 0;
    let down = true;
    const fake = platform((path) => (down ? { status: 500, body: { Message: 'down' } } : ok(path)));
    const screen = createFirstScreen({
      ordering: fake.ordering,
      guests: fake.guests,
      retryMs: 100,
      now: () => clock,
    });
    expect(await screen.pictures(request)).toEqual({ home: [], products: [] });
    await screen.pictures(request);
    expect(fake.calls).toHaveLength(2);
    expect(fake.guestCount()).toBe(1);
    down = false;
    clock = 100;
    await screen.pictures(request);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await screen.pictures(request))?.home).toEqual(['api/customer/files/banners/B1.jpg']);
  });

  it('keeps a page waiting no longer than its wait for the first lookup', async () => {
    const ordering: OrderingCall = () => new Promise(() => undefined);
    const fake = platform(ok);
    const screen = createFirstScreen({ ordering, guests: fake.guests, waitMs: 20 });
    expect(await screen.pictures(request)).toBeUndefined();
  });
});
