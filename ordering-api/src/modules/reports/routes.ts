// The dashboard's report calls: scoped to the staff member's centers, answered by the report service.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bangkokDateKey, CALLS, isSalemanRole, type ReportQuery } from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { requestLocale } from '../../plugins/errors';
import { createStaffScope } from '../centers/staff-scope';
import { createReportService, reportWindow, TOP_SALE_PRODUCTS } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['report'];

export const reportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const reports = createReportService(app.db);
  const scope = createStaffScope(app.db);
  const staff = app.requireStaff();
  const windowOf = (query: ReportQuery) => reportWindow(query.type, bangkokDateKey(app.clock()));

  app.get(
    CALLS.reportTopSale.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Dashboard: top sales',
        description:
          `The ${TOP_SALE_PRODUCTS} products with the highest sales (net of discounts, free items left out, ` +
          "cancelled orders left out) of the center over the range ending today: 'day', 'week' (7 days), " +
          "'month' (this month, the default), 'year' (this year). Value is baht, Amount base units.",
        security,
        querystring: CALLS.reportTopSale.query,
        response: { 200: CALLS.reportTopSale.answer },
      },
    },
    async (request) => {
      const { saleUnit } = await scope.resolve(Number(staffClaims(request).sub), request.query.saleUnit);
      return reports.topSale(saleUnit, windowOf(request.query), requestLocale(request));
    },
  );

  app.get(
    CALLS.reportNewCustomers.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: 'Dashboard: new clients',
        description:
          'Customers who joined the center, counted by day (by month for a year; Label YYYYMMDD or YYYYMM, ' +
          'every day or month of the range present). A salesperson counts the customers they look after.',
        security,
        querystring: CALLS.reportNewCustomers.query,
        response: { 200: CALLS.reportNewCustomers.answer },
      },
    },
    async (request) => {
      const claims = staffClaims(request);
      const { saleUnit } = await scope.resolve(Number(claims.sub), request.query.saleUnit);
      const salesUserId = isSalemanRole(claims.role) ? Number(claims.sub) : null;
      return reports.newCustomers(saleUnit, windowOf(request.query), salesUserId);
    },
  );

  done();
};
