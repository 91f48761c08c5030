// Serving the built web under BASE_PATH: its files (hashed `assets/` cached for a year) and
// index.html for every other page, in Thai or, under `en/`, in English.
import fastifyStatic from '@fastify/static';
import fresh from 'fresh';
import type { Locale } from '@eorder/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreen } from './first-screen.js';
import {
  firstVisitRoute,
  IndexPage,
  liffDeepLink,
  type FirstPictures,
  NOT_BUILT_PAGE,
  opensLiff,
  type Brand,
  type LiffArea,
  type RenderedPage,
} from './index-page.js';
import { findFile, pickEncoding, type FoundFile } from './static-files.js';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
const ONE_YEAR_MS = 31_536_000_000;

export interface WebRouteOptions {
  basePath: string;
  webRoot: string;
  /** The runtime config as JSON text, safe inside a script element. */
  configJson: string;
  /** The company shown in the frame index.html paints before the app. */
  brand?: Brand;
  /** The first screen's pictures of a first visit (none: no pictures in the HTML). */
  firstScreen?: FirstScreen;
  /** The customer session's cookie: a page load without it is a first visit. */
  customerCookie?: string;
}

/** Paths under BASE_PATH that belong to the bff itself, never to the web. */
const isReservedPath = (relative: string) =>
  relative === 'api' ||
  relative.startsWith('api/') ||
  relative === 'bff' ||
  relative.startsWith('bff/');

/** Vite's content-hashed output: safe to cache for good. */
const isHashedAsset = (relative: string) => relative.startsWith('assets/');

/**
 * A page load rather than a script, image or data fetch. Browsers name
 * text/html when they navigate; a bare `*` / `*` is a tool such as curl; an
 * image request lists `*` / `*` only after image types, and gets a 404.
 */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.trim() === '*/*';
}

const localeOf = (relative: string): Locale =>
  relative === 'en' || relative.startsWith('en/') ? 'en' : 'th';

export const webRoutes: FastifyPluginAsync<WebRouteOptions> = async (
  app,
  { basePath, webRoot, configJson, brand, firstScreen, customerCookie },
) => {
  // Only the reply.sendFile decorator: the routes below decide what is a file. The build writes a
  // brotli and a gzip sibling of each text file, sent as they are when the browser takes them.
  await app.register(fastifyStatic, { serve: false, root: webRoot, preCompressed: true });

  const indexPage = new IndexPage(webRoot, { basePath, configJson, brand });
  // The LIFF apps the web is told of (the config it starts with): pages LINE opens for one of them
  // also preload LIFF's start-up.
  const liffIds =
    (JSON.parse(configJson) as { liff?: Partial<Record<LiffArea, string | null>> }).liff ?? {};
  const usesLiff = Object.values(liffIds).some(Boolean);

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
  ): FastifyReply {
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', REVALIDATE_CACHE)
      // With a LIFF app, LINE's in-app browser gets the page with LIFF's preloads.
      .header('vary', usesLiff ? 'accept-encoding, user-agent' : 'accept-encoding')
      .header('etag', page.etag);
    if (fresh(request.headers, { etag: page.etag })) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
    return reply.send(page.html);
  }

  /**
   * The pictures of the first screen a first visit (no customer cookie, no query, not LIFF: its
   * sign-in may choose another center) is shown on `/` and `/product`.
   */
  async function firstPictures(
    request: FastifyRequest,
    relative: string,
    liff: boolean,
  ): Promise<FirstPictures | undefined> {
    if (!firstScreen || liff || !customerCookie || request.cookies[customerCookie] !== undefined)
      return undefined;
    if (Object.keys((request.query as Record<string, unknown> | undefined) ?? {}).length > 0)
      return undefined;
    const route = firstVisitRoute(relative);
    if (route !== '/' && route !== '/product') return undefined;
    const pictures = await firstScreen.pictures(request);
    if (!pictures) return undefined;
    return route === '/'
      ? { preload: pictures.home, banner: pictures.home[0] }
      : {
          preload: pictures.products.filter((src): src is string => src !== null),
          row: pictures.products,
        };
  }

  async function sendIndex(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    relative = '',
    liff = false,
  ): Promise<FastifyReply> {
    const pictures = await firstPictures(request, relative, liff);
    const page = await indexPage.get(locale, relative, liff, pictures);
    if (page) return sendPage(request, reply, page);
    request.log.warn({ webRoot }, 'the web is not built: index.html is missing');
    return reply
      .code(503)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('retry-after', '10')
      .send(NOT_BUILT_PAGE);
  }

  function sendFile(reply: FastifyReply, file: FoundFile): FastifyReply {
    // A text file may be sent as its brotli or gzip sibling: caches keep one copy per encoding.
    reply.header('vary', 'accept-encoding');
    if (isHashedAsset(file.relative))
      return reply.sendFile(`/${file.relative}`, webRoot, { maxAge: ONE_YEAR_MS, immutable: true });
    reply.header('cache-control', REVALIDATE_CACHE);
    return reply.sendFile(`/${file.relative}`, webRoot, { cacheControl: false });
  }

  app.get(`${basePath}*`, async (request, reply) => {
    const relative = (request.params as { '*'?: string })['*'] ?? '';
    if (isReservedPath(relative)) return reply.callNotFound();
    if (relative === 'index.html') return sendIndex(request, reply, 'th');

    const file = await findFile(webRoot, relative);
    if (file) return sendFile(reply, file);
    if (isHashedAsset(relative) || !acceptsHtml(request)) return reply.callNotFound();
    // LINE opens the LIFF endpoint with the page to show in `liff.state`: that page's chunks, data
    // and language are what the first visit needs, not the endpoint's.
    const query = request.query as Record<string, unknown> | undefined;
    const landing = liffDeepLink(query?.['liff.state']) ?? relative;
    const liff = opensLiff(liffIds, { relative, query, userAgent: request.headers['user-agent'] });
    return sendIndex(request, reply, localeOf(landing), landing, liff);
  });

  if (basePath !== '/') {
    // `/shop` to `/shop/`, keeping the query.
    app.get(basePath.slice(0, -1), async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${basePath}${query}`, 301);
    });
  }
};
