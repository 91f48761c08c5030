// The back office's promotions: the list, the wizard's popups and master data, a promotion's
// detail, create and update. Staff only, scoped to the staff member's centers.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { CALLS } from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { requestLocale } from '../../plugins/errors';
import { createStaffScope } from '../centers/staff-scope';
import { createPromotionRepository } from './repository';
import { createPromotionService } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['promotion'];

export const promotionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createPromotionService({
    repository: createPromotionRepository(app.db),
    scope: createStaffScope(app.db),
    clock: app.clock,
  });
  const staff = app.requireStaff();
  const staffId = (request: Parameters<typeof staffClaims>[0]) => Number(staffClaims(request).sub);

  app.get(
    CALLS.promotionList.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "A center's promotions, 12 a page",
        description:
          "Newest first. Status is derived (Bangkok's today): CURRENT enabled and inside its period, " +
          'DISABLE not enabled, SOON before its period, EXPIRED after it. Text matches the name, the ' +
          "short name or the id; PromotionType is a calculation type, '3' (whole bill) or '1' " +
          "(products). SaleUnit defaults to the staff member's first center; another center is 403.",
        security,
        querystring: CALLS.promotionList.query,
        response: { 200: CALLS.promotionList.answer },
      },
    },
    async (request) => service.list(staffId(request), request.query),
  );

  app.get(
    CALLS.promotionProducts.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Products for the wizard popup, 12 a page',
        description: 'Products the center sells, by code or name, with their units.',
        security,
        querystring: CALLS.promotionProducts.query,
        response: { 200: CALLS.promotionProducts.answer },
      },
    },
    async (request) => service.products(staffId(request), request.query, requestLocale(request)),
  );

  app.get(
    CALLS.promotionCustomers.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Customers for the wizard popup, 48 a page',
        description: 'Active customers of the center, by code or name.',
        security,
        querystring: CALLS.promotionCustomers.query,
        response: { 200: CALLS.promotionCustomers.answer },
      },
    },
    async (request) => service.customers(staffId(request), request.query),
  );

  app.get(
    CALLS.promotionMasterData.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Customer types and store types',
        security,
        response: { 200: CALLS.promotionMasterData.answer },
      },
    },
    async (request) => service.masterData(requestLocale(request)),
  );

  app.get(
    CALLS.promotionDetail.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'A promotion with its products, customers, stores, types and weekdays',
        description: "404 PROMOTION_NOT_FOUND for a promotion of a center the staff member does not serve.",
        security,
        params: CALLS.promotionDetail.params,
        querystring: CALLS.promotionDetail.query,
        response: { 200: CALLS.promotionDetail.answer },
      },
    },
    async (request) =>
      service.detail(staffId(request), request.params.promotionId, request.query.saleUnit, requestLocale(request)),
  );

  const saveDescription =
    'Runs the checks of the wizard (400 with the field and its message). On save: a new promotion ' +
    "that is not a free-item one has its free quantities zeroed; percent lines are '%' / P, value " +
    "lines Money / B, by-unit lines (Opt6 '1') MONEY/UOM / U; without the weekday condition (Opt31 " +
    'without N) all seven weekdays are kept. The pricing engine applies the saved promotion at once.';

  app.post(
    CALLS.promotionCreate.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Creates a promotion; answers its id',
        description: saveDescription,
        security,
        body: CALLS.promotionCreate.body,
        response: { 200: CALLS.promotionCreate.answer },
      },
    },
    async (request) => ({
      status: 200,
      PromotionId: await service.create(staffId(request), request.body, requestLocale(request)),
    }),
  );

  app.post(
    CALLS.promotionUpdate.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Updates a promotion',
        description: `${saveDescription} 404 PROMOTION_NOT_FOUND for another center's promotion.`,
        security,
        params: CALLS.promotionUpdate.params,
        body: CALLS.promotionUpdate.body,
        response: { 200: CALLS.promotionUpdate.answer },
      },
    },
    async (request) => ({
      status: 200,
      PromotionId: await service.update(staffId(request), request.params.id, request.body, requestLocale(request)),
    }),
  );

  done();
};
