// Home banners and news, content pages (cookie policy, how to order, FAQ,
// contact, CMS pages) and display groups, on the specification's paths and, for
// the calls it names without a path, on paths of the same style.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ContentAnswerSchema,
  ContentCodeParamsSchema,
  ContentListAnswerSchema,
  ContentListQuerySchema,
  ContentParamsSchema,
  ContentSaveAnswerSchema,
  ContentSaveBodySchema,
  CookiesPolicyAnswerSchema,
  DisplayGroupAnswerSchema,
  DisplayGroupParamsSchema,
  DisplayGroupQuerySchema,
  NewsAnswerSchema,
  NewsListAnswerSchema,
  NewsListQuerySchema,
  NewsParamsSchema,
  WhatsNewAnswerSchema,
  WhatsNewBodySchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { requestLocale } from '../../plugins/errors';
import { createCatalogueRepository } from '../catalogue/repository';
import { variesByLanguage } from '../catalogue/routes';
import { bangkokToday, requestScope } from '../catalogue/scope';
import { createCenterRepository } from '../centers/repository';
import { createCenterService } from '../centers/service';
import { createMarketingRepository } from './repository';
import { createMarketingService, type Viewer } from './service';

const security = [{ jtoken: [] }];

/** Merchant admin: the staff role that may edit its centers' content pages. */
export const CONTENT_EDITOR_ROLES = ['1'] as const;

export const marketingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createMarketingService({
    repository: createMarketingRepository(app.db),
    catalogue: createCatalogueRepository(app.db),
    centers: createCenterService(createCenterRepository(app.db)),
  });

  /** The center of a customer or guest token; without one, only what every center shows. */
  const viewer = (request: FastifyRequest): Viewer => {
    const auth = request.auth;
    const saleUnit = auth?.kind === 'customer' && auth.SALEUNIT.trim() !== '' ? auth.SALEUNIT.trim() : null;
    return { saleUnit, today: bangkokToday(app.clock()).today };
  };

  app.post(
    '/GET_MASTER_DATA/GET_WHATSNEW',
    {
      preHandler: app.optionalAuth(),
      schema: {
        tags: ['news'],
        summary: 'Home banners, news and promotion announcements',
        description:
          "statusText 'OK' and the active items of NewsType ('B' banners, 'N' news, 'P' promotions) for " +
          "the token's center and every center, in their order. UsePeriodDate true keeps only items " +
          "whose period holds today (Bangkok). ActiveStatus 'N' answers an empty list: inactive items are " +
          'not shown to customers. Detail is cleaned HTML; LinkUrl is a safe link or null.',
        body: WhatsNewBodySchema,
        response: { 200: WhatsNewAnswerSchema },
      },
    },
    async (request) => service.whatsNew(viewer(request), request.body),
  );

  app.get(
    '/api/news',
    {
      preHandler: app.optionalAuth(),
      schema: {
        tags: ['news'],
        summary: 'The news and promotions page',
        description:
          'Active, in-period items of the given types (default N and P) for the caller\'s center and ' +
          'every center, in their order, with the total for paging.',
        querystring: NewsListQuerySchema,
        response: { 200: NewsListAnswerSchema },
      },
    },
    async (request) => service.newsList(viewer(request), request.query),
  );

  app.get(
    '/api/news/:id',
    {
      preHandler: app.optionalAuth(),
      schema: {
        tags: ['news'],
        summary: 'One news item',
        description: '404 NOT_FOUND when the item is inactive, out of its period or of another center.',
        params: NewsParamsSchema,
        response: { 200: NewsAnswerSchema },
      },
    },
    async (request) => ({ Data: await service.newsItem(viewer(request), request.params.id) }),
  );

  app.get(
    '/api/contents/cookies-policy',
    {
      preHandler: app.optionalAuth(),
      schema: {
        tags: ['contents'],
        summary: 'The cookie policy shown in the consent dialog',
        description:
          "Data is the company's COOKIES_POLICY content (cleaned HTML in Body and BodyEN), or null when " +
          'none is written. Legal pages are the same in every center.',
        response: { 200: CookiesPolicyAnswerSchema },
      },
    },
    async (request) => ({ Data: await service.cookiesPolicy(viewer(request)) }),
  );

  app.get(
    '/api/contents',
    {
      preHandler: app.optionalAuth(),
      schema: {
        tags: ['contents'],
        summary: 'Content pages (for /cms/content)',
        description:
          "Active content pages without their bodies, optionally of one kind (PAGE, POLICY), by title: the " +
          "company's and those of the token's center, whose own version of a page takes the company's place.",
        querystring: ContentListQuerySchema,
        response: { 200: ContentListAnswerSchema },
      },
    },
    async (request) => service.contents(viewer(request), request.query),
  );

  app.get(
    '/api/contents/code/:code',
    {
      preHandler: app.optionalAuth(),
      schema: {
        tags: ['contents'],
        summary: 'A content page by code (HOWTO_001, FAQ_001, CONTACT_001 ...)',
        description:
          "The token's center's own page of the code, else the company's. Body and BodyEN are cleaned " +
          "HTML. 404 NOT_FOUND for an unknown or inactive code, or another center's page.",
        params: ContentCodeParamsSchema,
        response: { 200: ContentAnswerSchema },
      },
    },
    async (request) => ({ Data: await service.contentByCode(viewer(request), request.params.code) }),
  );

  app.get(
    '/api/contents/:code',
    {
      preHandler: app.optionalAuth(),
      schema: {
        tags: ['contents'],
        summary: 'A content page by id (/contents/{id}) or by code',
        description:
          "All digits: the page with that id (a company page the token's center has its own version of " +
          'answers that version); otherwise the page with that code, as api/contents/code/{code}. Body and ' +
          "BodyEN are cleaned HTML. 404 NOT_FOUND for an unknown or inactive page, or another center's page.",
        params: ContentParamsSchema,
        response: { 200: ContentAnswerSchema },
      },
    },
    async (request) => ({ Data: await service.content(viewer(request), request.params.code) }),
  );

  app.post(
    '/api/contents/save',
    {
      onRequest: app.requireStaff({ roles: CONTENT_EDITOR_ROLES }),
      schema: {
        tags: ['contents'],
        summary: "Create or replace a center's content page (merchant admin)",
        description:
          "SaleUnit: one of the admin's centers (403 CENTER_NOT_ALLOWED otherwise); the page shows only " +
          "to that center's customers, in place of the company's page of the same Code. Without SaleUnit " +
          "the page would be the company's, which no merchant role writes (403 AUTH_FORBIDDEN); legal " +
          'pages (Kind POLICY, COOKIES_POLICY, PDPA_POLICY ...) are the company\'s only (403 AUTH_FORBIDDEN). ' +
          "Without Id a new page; with Id that center's page is replaced (404 NOT_FOUND when it has none). " +
          'Body and BodyEN are cleaned before they are stored: only allow-listed tags and attributes, ' +
          'no script or style, no event handlers, only http(s), mailto and tel links. 409 CONFLICT ' +
          'when another page of the center has the Code.',
        security,
        body: ContentSaveBodySchema,
        response: { 200: ContentSaveAnswerSchema },
      },
    },
    async (request) => {
      const claims = staffClaims(request);
      const editor = { staffUserId: Number(claims.sub), role: claims.role };
      return { status: 200, Data: await service.saveContent(editor, request.body, app.clock()) };
    },
  );

  app.get(
    '/api/products/display-group/type/:typeName',
    {
      preHandler: app.requireCustomer({ allowGuest: true }),
      schema: {
        tags: ['catalogue'],
        summary: 'Display groups of the home page or the drawer, with their products',
        description:
          "Data: the active groups of the type for the token's center (its own and the company's), in " +
          'their order, each as Group { Id, Name (language of Accept-Language), NameTH, NameEN, LogoImage, ' +
          'UseTranslateName }. With productsIncluded=Y each brings Products, up to `take` of the products ' +
          "the center sells, priced as in api/products/items; groups with none are left out.",
        security,
        params: DisplayGroupParamsSchema,
        querystring: DisplayGroupQuerySchema,
        response: { 200: DisplayGroupAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = requestScope(request, app.clock());
      variesByLanguage(reply);
      return service.displayGroups(
        scope,
        request.params.typeName,
        { productsIncluded: request.query.productsIncluded === 'Y', take: request.query.take },
        requestLocale(request),
      );
    },
  );
  done();
};
