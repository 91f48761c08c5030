// The customer catalogue on the specification's paths: the product list and
// search, one product, search suggestions and the category tree. Every call
// takes a customer or guest jtoken and answers for that token's center.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AutoCompleteAnswerSchema,
  AutoCompleteQuerySchema,
  HierarchyAllAnswerSchema,
  HierarchyAllBodySchema,
  ProductDetailAnswerSchema,
  ProductDetailParamsSchema,
  ProductDetailQuerySchema,
  ProductItemsAnswerSchema,
  ProductItemsBodySchema,
  WEB_CONFIG_KEYS,
} from '@eorder/shared';
import { requestLocale } from '../../plugins/errors';
import { createAnswerCache, listenForCatalogueChanges, type ChangeListener } from './answer-cache';
import { createCatalogueRepository } from './repository';
import { requestScope } from './scope';
import { createCatalogueService, productListKey } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['catalogue'];

/** Answers that follow Accept-Language must not be shared across languages by a cache. */
export function variesByLanguage(reply: FastifyReply): void {
  reply.header('vary', 'Accept-Language');
}

function asBytes(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized, 'utf8');
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
}

/** Sends bytes that are already the JSON answer (serialised, and so checked, when they were made). */
function sendJson(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(bytes);
}

export const catalogueRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createCatalogueService(createCatalogueRepository(app.db));
  const guard = app.requireCustomer({ allowGuest: true });
  const anyToken = app.requireToken();
  // The category tree is read by customers and by staff choosing a product's category.
  const customerOrStaff = Object.assign(async (request: FastifyRequest, reply: FastifyReply) => {
    await anyToken(request, reply);
    if (request.auth?.kind !== 'staff') await guard(request, reply);
  }, guard);
  // Product-list answers, kept only while the database's change notices are heard (answer-cache.ts).
  const cacheSeconds = app.env.CATALOGUE_CACHE_SECONDS;
  const answers = createAnswerCache({ ttlMs: cacheSeconds * 1000 });
  let changes: ChangeListener | null = null;
  if (cacheSeconds > 0) {
    app.addHook('onReady', async () => {
      changes = await listenForCatalogueChanges(app.dbHandle, answers, (error) =>
        app.log.warn({ err: error }, 'catalogue change notices: listening failed; answers are not kept meanwhile'),
      );
    });
    app.addHook('onClose', async () => {
      await changes?.stop();
    });
  }

  app.post(
    '/api/products/items',
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Products of the catalogue: list, filters and search',
        description:
          "A page of the products the token's center sells, priced at the caller's level (a guest gets " +
          `level 1, and no prices at all when the web configuration ${WEB_CONFIG_KEYS.guestModeDisableCatalogPrice} ` +
          'is Y). SaleUnit and CustomerId ' +
          "are optional; when given they must be the token's own (403 CENTER_NOT_ALLOWED / AUTH_FORBIDDEN). " +
          'SearchText matches codes, barcodes, brands and Thai or English names by any part of a word ' +
          '(every word of the text must occur; Thai needs no spaces). Ranking: an exact code or barcode ' +
          'first, then matches at the start of a word, then inside a word, each with the shorter (more ' +
          'similar) name first. Filters combine with ' +
          "AND; Types: BEST_SELLER and HOTDEAL are the center's flags, suggest the goods of its home-page " +
          'display groups. Order: SortByPrice (unit 1 price with VAT, advance price of the day included) ' +
          "when given, else search rank, else the display group's or the ProductIds' order, else the " +
          "center's order; P_Code breaks ties, so pages never repeat or skip a product. Unknown category " +
          'codes, display groups or promotions give an empty page. Point true lists the rewards (Option1 ' +
          'points) instead of the goods.',
        security,
        body: ProductItemsBodySchema,
        response: { 200: ProductItemsAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = requestScope(request, app.clock(), { customerId: request.body.CustomerId });
      variesByLanguage(reply);
      const locale = requestLocale(request);
      const key = productListKey(scope, request.body, locale);
      const kept = answers.get(scope.saleUnit, key);
      if (kept) return sendJson(reply, kept);
      const ticket = answers.ticket(scope.saleUnit);
      // Serialised here by the route's serializer (the answer schema checks it), so the bytes kept are those sent.
      const bytes = asBytes(reply.serialize(await service.listProducts(scope, request.body, locale)));
      if (ticket) answers.set(ticket, key, bytes);
      return sendJson(reply, bytes);
    },
  );

  app.get(
    '/api/products/item/:code',
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'One product of the catalogue',
        description:
          "The product with its five pictures, every unit with its name and rate, and every unit's " +
          'prices at the caller\'s level, stock and promotions. 404 PRODUCT_NOT_FOUND when the center ' +
          'does not sell it (unknown, not carried or disabled). saleUnit, when given, must be the ' +
          "token's center.",
        security,
        params: ProductDetailParamsSchema,
        querystring: ProductDetailQuerySchema,
        response: { 200: ProductDetailAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = requestScope(request, app.clock());
      variesByLanguage(reply);
      return service.product(scope, request.params.code, requestLocale(request));
    },
  );

  app.get(
    '/GET_MASTER_DATA/GetAutoComplete',
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Search suggestions',
        description:
          "Up to `take` distinct names of products the token's center sells that match `search` as the " +
          'product list does: TH and EN names, and Text, the name in the language of Accept-Language.',
        security,
        querystring: AutoCompleteQuerySchema,
        response: { 200: AutoCompleteAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = requestScope(request, app.clock());
      variesByLanguage(reply);
      return service.autoComplete(scope, request.query.search, request.query.take, requestLocale(request));
    },
  );

  app.post(
    '/GET_MASTER_DATA/GET_HIERARCHY_ALL',
    {
      preHandler: customerOrStaff,
      schema: {
        tags: TAGS,
        summary: 'The five-level category tree',
        description:
          'status 200 and data[0] = { status: true, data: [tree] }, the tree holding hierarchy1..hierarchy5. ' +
          'Each category has code, name (in the language of Accept-Language), name_th, name_en, image ' +
          '(null unless withPic) and its ancestors h1..h{level-1}. Codes sent in hierarchy1..5 narrow the ' +
          "tree to that branch. is_product_mattype (true, or a material type) keeps only categories the center " +
          'has products in; is_point keeps the categories of the rewards. A staff token gets the whole tree.',
        security,
        body: HierarchyAllBodySchema,
        response: { 200: HierarchyAllAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = request.auth?.kind === 'staff' ? null : requestScope(request, app.clock());
      variesByLanguage(reply);
      return service.hierarchyAll(scope, request.body, requestLocale(request));
    },
  );
  done();
};
