// The checks that stop an order before anything is taken: who may order, how
// they may pay, whether every line can be ordered as asked, the total the
// customer saw, and a VAN that can take it.
import {
  AppError,
  PAYMENT_METHODS,
  paymentMethodCode,
  type Locale,
  type OrderPlaceBody,
  type PaymentMethod,
} from '@eorder/shared';
import type { DbOrTx } from '../../../db/client';
import type { Caller } from '../../pricing/caller';
import type { CouponFacts, PricedCart } from '../../pricing/engine';
import { DEFAULT_PAYMENT_METHODS, type OrderingSettings } from '../../pricing/settings';
import { chooseVanFor, VAN_DELIVERY, vanToWire } from '../delivery';
import { validation } from './record';

/** Payment methods this server settles itself, without a payment step (on delivery, on account). */
export const SETTLED_METHODS: readonly PaymentMethod[] = ['COD', 'CREDIT'];

/**
 * The methods a center offers: its own list, or COD, CREDIT and every online method this server
 * can take (`online`: those whose provider is configured, decision 059); always within what it can take.
 */
export function offeredMethods(settings: OrderingSettings, online: readonly PaymentMethod[]): PaymentMethod[] {
  const usable = (m: PaymentMethod) => SETTLED_METHODS.includes(m) || online.includes(m);
  return (settings.paymentMethods ?? [...DEFAULT_PAYMENT_METHODS, ...online]).filter(
    (m): m is PaymentMethod => m in PAYMENT_METHODS && usable(m),
  );
}

/** The methods a center offers that this server can settle, and whether each fits this order. */
export function paymentMethods(
  settings: OrderingSettings,
  caller: Caller,
  total: number,
  locale: Locale,
  online: readonly PaymentMethod[] = [],
) {
  const offered = offeredMethods(settings, online);
  const customer = caller.customer;
  return offered.map((method) => {
    let reason: string | null = null;
    if (method === 'CREDIT') {
      if (!customer || customer.authorizeAmount <= 0) reason = 'NOT_A_CREDIT_CUSTOMER';
      else if (customer.authorizeAmount < customer.debtAmount + total) reason = 'CREDIT_EXCEEDED';
    }
    const names = PAYMENT_METHODS[method];
    return {
      Method: method,
      Code: paymentMethodCode(method),
      Name: names[locale],
      NameTh: names.th,
      NameEn: names.en,
      Available: reason === null,
      Reason: reason,
    };
  });
}

export function assertCanOrder(
  caller: Caller,
  body: Pick<OrderPlaceBody, 'Mode' | 'PaymentMethod'>,
  settings: OrderingSettings,
  online: readonly PaymentMethod[] = [],
) {
  const customer = caller.customer;
  if (!customer) throw new AppError('AUTH_REQUIRED');
  if (customer.approvalStatus !== 'APPROVED') throw new AppError('AUTH_PENDING_APPROVAL');
  if (body.Mode === 'money') {
    if (!offeredMethods(settings, online).includes(body.PaymentMethod)) {
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    }
    if (body.PaymentMethod === 'CREDIT' && customer.authorizeAmount <= 0)
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  }
}

/** Lines that cannot be ordered as asked stop the order with the reason per line. */
export function assertOrderable(cart: PricedCart, locale: Locale = 'th') {
  const [removed] = cart.removed;
  if (removed) throw new AppError('PRODUCT_NOT_FOUND', { productCode: removed });
  const bad = cart.lines.filter((l) => !l.isFree && l.issues.some((i) => i !== 'OUT_OF_STOCK'));
  // A product for sale in the points cart: named, so the customer knows which line to take out.
  const notReward = bad.find((l) => l.issues.includes('NOT_REDEEMABLE'));
  if (notReward) {
    const name = (locale === 'en' ? notReward.nameEn : null) || notReward.nameTh || notReward.pCode;
    throw new AppError('NOT_REDEEMABLE', { productName: name, productCode: notReward.pCode });
  }
  if (bad.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      {
        errors: bad.map((l) => ({
          path: `Items.${l.pCode}.qty${l.unitLevel}`,
          message: l.issues.join(', '),
        })),
      },
    );
  }
  if (cart.totals.itemCount === 0) throw new AppError('CART_EMPTY');
}

/**
 * The checks of a priced order that stop it: lines that cannot be ordered, a coupon that does
 * not apply, a total other than the one the customer saw, a VAN that cannot take it.
 */
export async function assertPlaceable(
  tx: DbOrTx,
  input: { caller: Caller; body: OrderPlaceBody; now: Date; locale: Locale },
  cart: PricedCart,
  coupon: CouponFacts | null,
) {
  const { body, caller, now } = input;
  assertOrderable(cart, input.locale);
  if (coupon && !cart.coupon?.usable) throw new AppError('COUPON_INVALID');
  const total = body.Mode === 'money' ? cart.totals.total : 0;
  const points = body.Mode === 'point' ? cart.totals.points : 0;
  if (body.ExpectedTotal !== null && body.ExpectedTotal !== undefined) {
    const expected = body.Mode === 'money' ? total : points;
    if (Math.abs(expected - body.ExpectedTotal) > 0.005) throw new AppError('CONFLICT');
  }
  if (body.Mode === 'money' && body.DeliveryMethod?.toUpperCase() === VAN_DELIVERY) {
    const { choice } = await chooseVanFor(tx, caller, total, now);
    if (!choice.deliverable)
      throw validation('DeliveryMethod', vanToWire(choice, null, input.locale).Text);
  }
  return { total, points };
}
