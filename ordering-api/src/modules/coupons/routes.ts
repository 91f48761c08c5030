// Coupons: the customer's list and the validity check, on the specification's paths.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AppError,
  CALLS,
  CheckCouponAnswerSchema,
  CheckCouponBodySchema,
  CustomerCouponsAnswerSchema,
  CustomerCouponsBodySchema,
} from '@eorder/shared';
import { customerClaims, staffClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import { requestLocale } from '../../plugins/errors';
import { createCenterRepository } from '../centers/repository';
import { createMerchantCustomerRepository } from '../merchant-customers/repository';
import { resolveCaller, type Caller } from '../pricing/caller';
import { couponMessage, createCouponService } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['coupon'];

/** The body names a customer: it must be the caller (a salesperson or agent acts with that customer's token). */
function ownCustomer(caller: Caller, customerCode: string) {
  const customer = caller.customer;
  if (!customer) throw new AppError('AUTH_REQUIRED');
  if (customer.customerCode.toUpperCase() !== customerCode.toUpperCase()) throw new AppError('AUTH_FORBIDDEN');
  return customer;
}

export const couponRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createCouponService(app.db);
  const centers = createCenterRepository(app.db);
  const merchantCustomers = createMerchantCustomerRepository(app.db);

  /** The customer and center whose coupons are asked for: the caller's own, or a staff member's customer. */
  async function couponOwner(request: FastifyRequest, body: { customerCode: string; saleUnit: string }) {
    if (request.auth?.kind === 'staff') {
      const own = await centers.listForStaff(Number(staffClaims(request).sub));
      const row = own.some((center) => center.saleUnit === body.saleUnit)
        ? await merchantCustomers.inCenter(body.customerCode, body.saleUnit)
        : undefined;
      if (!row) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: body.customerCode });
      return { customer: row.customer, saleUnit: row.saleUnit };
    }
    const caller = await resolveCaller(app.db, customerClaims(request), centerOf(request).saleUnit);
    return { customer: ownCustomer(caller, body.customerCode), saleUnit: caller.saleUnit };
  }

  app.post(
    CALLS.customerCoupons.path,
    {
      onRequest: app.requireMemberOrStaff(),
      schema: {
        tags: TAGS,
        summary: "The customer's coupons in a center",
        description:
          "statusText 'OK' and the coupons, each with its promotion. Coupon.Status is UNUSED, USED (_lock 'Y') or " +
          'EXPIRED. onlyUnusedCoupon keeps unused ones; onlyActivePromotion keeps coupons whose promotion is running ' +
          '(or that have none); with notGroupByPromotionId false there is one entry per promotion with a Count. ' +
          "Staff may ask for a customer of saleUnit when it is one of their centers (404 CUSTOMER_NOT_FOUND otherwise).",
        security,
        body: CustomerCouponsBodySchema,
        response: { 200: CustomerCouponsAnswerSchema },
      },
    },
    async (request) => {
      const { customer, saleUnit } = await couponOwner(request, request.body);
      const coupons = await service.list({
        customerId: customer.id,
        customerCode: customer.customerCode,
        saleUnit,
        onlyActivePromotion: request.body.onlyActivePromotion,
        onlyUnusedCoupon: request.body.onlyUnusedCoupon,
        notGroupByPromotionId: request.body.notGroupByPromotionId,
        now: app.clock(),
      });
      return { statusText: 'OK', coupons };
    },
  );

  app.post(
    CALLS.checkCoupon.path,
    {
      onRequest: app.requireCustomer({ allowGuest: false }),
      schema: {
        tags: TAGS,
        summary: 'Checks a coupon',
        description:
          "Valid when statusText is 'OK'. Otherwise statusText says why: NOT_FOUND, USED (_lock 'Y'), EXPIRED or " +
          'PROMOTION_INACTIVE, and Message explains it in the caller\'s language. Using the coupon happens when the ' +
          'order is placed.',
        security,
        body: CheckCouponBodySchema,
        response: { 200: CheckCouponAnswerSchema },
      },
    },
    async (request) => {
      const caller = await resolveCaller(app.db, customerClaims(request), centerOf(request).saleUnit);
      const customer = ownCustomer(caller, request.body.customerCode);
      const check = await service.check({
        couponId: request.body.couponID,
        saleUnit: caller.saleUnit,
        customerId: customer.id,
        now: app.clock(),
      });
      return {
        statusText: check.statusText,
        Message: couponMessage(check.statusText, requestLocale(request)),
        promotionId: check.coupon?.promotionId ?? null,
        couponType: check.coupon?.couponType ?? null,
        Value: check.coupon?.value ?? null,
      };
    },
  );

  done();
};
