// The pictures of a first visit's first screen (the home's first banner, the product list's first
// row), named in the page's HTML so the browser asks for them with the document (decision 125).
import { FIRST_SCREEN_CALLS, firstBannerPicture, firstRowPictures } from '@eorder/shared';
import type { FastifyRequest } from 'fastify';
import type { OrderingCall } from '../../plugins/ordering-call.js';
import type { GuestSessions } from '../session/guest.js';

export interface FirstScreenPictures {
  /** `/`: the first banner. */
  home: string[];
  /** `/product` without filters: the first row's cards' pictures (null: a card without one). */
  products: (string | null)[];
}

export interface FirstScreen {
  /** The pictures as a new guest of the default center sees them; never waits longer than `waitMs`. */
  pictures(request: FastifyRequest): Promise<FirstScreenPictures | undefined>;
}

const NONE: FirstScreenPictures = { home: [], products: [] };

export interface FirstScreenOptions {
  ordering: OrderingCall;
  guests: GuestSessions;
  /** How long a lookup is used before it is made again (in the background). */
  ttlMs?: number;
  /** How long after a failed lookup the next one is made. */
  retryMs?: number;
  /** How long a page waits for the first lookup. */
  waitMs?: number;
  now?: () => number;
}

/**
 * Looked up as a guest of its own (the default center, which a first visit also gets), kept for
 * `ttlMs` and refreshed in the background while the last lookup is served. A failed lookup leaves
 * the page without pictures, never without its HTML.
 */
export function createFirstScreen({
  ordering,
  guests,
  ttlMs = 15_000,
  retryMs = 5_000,
  waitMs = 150,
  now = Date.now,
}: FirstScreenOptions): FirstScreen {
  // One guest session for both calls of a lookup and the lookups after it, until it is refused.
  let session: Promise<string | undefined> | undefined;
  /** The last lookup's pictures and when the next one is due. */
  let cached: { due: number; pictures: FirstScreenPictures } | undefined;
  let pending: Promise<FirstScreenPictures> | undefined;

  async function call(request: FastifyRequest, path: string, body: unknown): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const current = (session ??= guests.fetch(request).then((guest) => guest?.token));
      const token = await current;
      const answer = token ? await ordering(request, path, { token, body }) : undefined;
      if (answer?.status === 200) return answer.body;
      // No session, or this one refused: the next call takes a new one.
      const refused = answer === undefined || answer.status === 401;
      if (refused && session === current) session = undefined;
      if (answer?.status !== 401) return undefined;
    }
    return undefined;
  }

  async function find(request: FastifyRequest): Promise<FirstScreenPictures | undefined> {
    const { banners, products } = FIRST_SCREEN_CALLS;
    const [bannersAnswer, productsAnswer] = await Promise.all([
      call(request, banners.path, banners.body),
      call(request, products.path, products.body),
    ]);
    const home = firstBannerPicture(bannersAnswer);
    const row = firstRowPictures(productsAnswer);
    return home && row ? { home, products: row } : undefined;
  }

  /** A failed lookup keeps what was known (or none) and is made again after `retryMs`, not at once. */
  async function lookUp(request: FastifyRequest): Promise<FirstScreenPictures> {
    const found = await find(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not look up the first screen pictures');
      return undefined;
    });
    cached = found
      ? { due: now() + ttlMs, pictures: found }
      : { due: now() + retryMs, pictures: cached?.pictures ?? NONE };
    return cached.pictures;
  }

  function refresh(request: FastifyRequest): Promise<FirstScreenPictures> {
    pending ??= lookUp(request).finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    async pictures(request) {
      if (cached) {
        if (now() >= cached.due) void refresh(request);
        return cached.pictures;
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), waitMs);
        timer.unref();
      });
      const pictures = await Promise.race([refresh(request), timeout]);
      clearTimeout(timer);
      return pictures;
    },
  };
}
