// A salesperson's own sales (`/sales/mysales`) and the clients they may order for (ADR 080). Staff
// tokens of roles 3, 4, 5 and 8 only; every answer is scoped by the salesperson's centers.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AppError,
  CALLS,
  MySalesAnswerSchema,
  MySalesQuerySchema,
  SALEMAN_ROLE_CODES,
  SalesClientsAnswerSchema,
  SalesClientsQuerySchema,
  salespersonLimitedToOwnClients,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { createCenterRepository } from '../centers/repository';
import { orderToWire } from '../orders/wire';
import { createSalesRepository } from './repository';

const security = [{ jtoken: [] }];
const TAGS = ['merchant'];

export const salesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createSalesRepository(app.db);
  const centers = createCenterRepository(app.db);
  const salesperson = app.requireStaff({ roles: SALEMAN_ROLE_CODES, roleError: 'SALEMAN_ROLE_REQUIRED' });

  /** The salesperson's centers, or the one asked for when it is theirs (CENTER_NOT_ALLOWED otherwise). */
  async function centersOf(staffId: number, saleUnit: string | undefined): Promise<{ saleUnits: string[] }> {
    const own = await centers.listForStaff(staffId);
    if (saleUnit === undefined) return { saleUnits: own.map((center) => center.saleUnit) };
    const found = own.find((center) => center.saleUnit.toUpperCase() === saleUnit.toUpperCase());
    if (!found) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
    return { saleUnits: [found.saleUnit] };
  }

  app.get(
    CALLS.salesMySales.path,
    {
      onRequest: salesperson,
      schema: {
        tags: TAGS,
        summary: "The salesperson's own orders and totals by month",
        description:
          'Orders the salesperson placed for clients, newest first, in their centers (or saleUnit, which must be one: ' +
          'CENTER_NOT_ALLOWED). Months: the last 12 months with orders (Bangkok), count and amount, cancelled orders left ' +
          'out. month (YYYYMM) narrows the orders to one month.',
        security,
        querystring: MySalesQuerySchema,
        response: { 200: MySalesAnswerSchema },
      },
    },
    async (request, reply) => {
      const staffId = Number(staffClaims(request).sub);
      const { saleUnits } = await centersOf(staffId, request.query.saleUnit);
      if (saleUnits.length === 0) return { Months: [], Orders: { Data: [], Total: 0 } };
      const [months, page] = await Promise.all([
        repository.months(staffId, saleUnits),
        repository.orders(staffId, saleUnits, request.query),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        Months: months.map((m) => ({ Month: m.month, TotalOrder: m.totalOrder, TotalAmount: m.totalAmount })),
        Orders: {
          Data: page.rows.map(({ order, code, name, centerName, centerNameEn }) =>
            orderToWire(order, {
              customer: { code, name },
              centerName: { th: centerName, en: centerNameEn },
              placedBy: String(staffId),
              placedByName: null,
            }),
          ),
          Total: page.total,
        },
      };
    },
  );

  app.get(
    CALLS.salesClients.path,
    {
      onRequest: salesperson,
      schema: {
        tags: TAGS,
        summary: 'The clients a salesperson may order for',
        description:
          "Active customers of the salesperson's centers (or saleUnit); field (3) and telephone (8) salespeople see only " +
          'the clients assigned to them. Their own clients first, each with the orders the salesperson placed for them.',
        security,
        querystring: SalesClientsQuerySchema,
        response: { 200: SalesClientsAnswerSchema },
      },
    },
    async (request) => {
      const claims = staffClaims(request);
      const staffId = Number(claims.sub);
      const { saleUnits } = await centersOf(staffId, request.query.saleUnit);
      if (saleUnits.length === 0) return { Data: [], Total: 0 };
      const { rows, total } = await repository.clients(staffId, saleUnits, {
        ...request.query,
        ownOnly: salespersonLimitedToOwnClients(claims.role),
      });
      return {
        Data: rows.map((row) => ({
          CUSTOMERCODE: row.customerCode,
          CUSTOMERNAME: row.customerName,
          SALEUNIT: row.saleUnit,
          MobileNo: row.mobileNo,
          IsOwn: row.isOwn,
          TotalOrder: row.totalOrder,
        })),
        Total: total,
      };
    },
  );
  done();
};
