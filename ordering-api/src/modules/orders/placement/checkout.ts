// What the checkout page shows: the priced lines, the addresses with their
// defaults, the payment methods, credit, points, the VAN choice and whether
// ordering is closed.
import {
  AppError,
  type CheckoutAnswer,
  type CheckoutBody,
  type CustomerClaims,
  type Locale,
  type PaymentMethod,
} from '@eorder/shared';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../plugins/env';
import { addressToWire, type AddressService } from '../../addresses/service';
import { isLive } from '../../cart/merge';
import type { CartRepository } from '../../cart/repository';
import type { CouponService } from '../../coupons/service';
import { isGuestClaims, resolveCaller } from '../../pricing/caller';
import type { CartLineRequest, CouponFacts } from '../../pricing/engine';
import { pricedCartToWire, type PricingService } from '../../pricing/service';
import { orderingBlock, type SettingsReader } from '../../pricing/settings';
import { chooseVanFor, vanToWire } from '../delivery';
import type { OrderRepository } from '../repository';
import { paymentMethods } from './checks';
import { chooseAddresses, ownAddresses } from './record';

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  repository: OrderRepository;
  pricing: PricingService;
  coupons: CouponService;
  addresses: AddressService;
  carts: CartRepository;
  readSettings: SettingsReader;
  /** Online payment methods whose provider is configured. */
  onlineMethods: readonly PaymentMethod[];
}

export function createCheckout(deps: CheckoutDeps) {
  const { db, clock, repository, pricing, coupons, addresses, carts, readSettings, onlineMethods } = deps;
  return async function checkout(
    claims: CustomerClaims,
    saleUnit: string,
    body: CheckoutBody,
    locale: Locale,
  ): Promise<CheckoutAnswer> {
    if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
    const now = clock();
    const caller = await resolveCaller(db, claims, saleUnit);
    const customer = caller.customer;
    if (!customer) throw new AppError('AUTH_REQUIRED');
    const settings = await readSettings(caller.saleUnit);
    let items: CartLineRequest[];
    if (body.Items) {
      items = body.Items.map((item) => ({ ...item, selected: true }));
    } else {
      const stored = await carts.read({
        customerKey: customer.customerCode,
        saleUnit: caller.saleUnit,
        mode: body.Mode === 'point' ? 'POINT' : 'MONEY',
      });
      items = stored.lines.filter((l) => isLive(l) && l.selected);
    }
    let couponStatus: { couponId: string; statusText: string } | null = null;
    let coupon: CouponFacts | null = null;
    if (body.CouponId) {
      const check = await coupons.check({
        couponId: body.CouponId,
        saleUnit: caller.saleUnit,
        customerId: customer.id,
        now,
      });
      couponStatus = { couponId: body.CouponId, statusText: check.statusText };
      coupon = check.facts;
    }
    const result = await pricing.price(db, caller, {
      items,
      mode: body.Mode,
      now,
      coupon,
      unselectOutOfStock: settings.disableItemOutOfStock,
    });
    const total = body.Mode === 'money' ? result.cart.totals.total : 0;
    const { shipTo, billTo, all } = chooseAddresses(
      await ownAddresses(addresses, caller, db),
      body.ShipToAddressId,
      body.BillToAddressId,
    );
    const { choice, minOrderValue } = await chooseVanFor(db, caller, total, now);
    const balance = await repository.pointBalance(customer.id, caller.saleUnit);
    const block = orderingBlock(settings, now);
    const remaining = Math.round((customer.authorizeAmount - customer.debtAmount) * 100) / 100;
    return {
      Cart: pricedCartToWire(caller, result, { couponStatus }),
      ShipTo: all
        .filter((a) => a.addressType !== 'B')
        .map((a) => addressToWire(a, customer.customerCode)),
      BillTo: all
        .filter((a) => a.addressType !== 'S')
        .map((a) => addressToWire(a, customer.customerCode)),
      DefaultShipToId: shipTo?.id ?? null,
      DefaultBillToId: billTo?.id ?? null,
      PaymentMethods: body.Mode === 'money' ? paymentMethods(settings, caller, total, locale, onlineMethods) : [],
      Credit: {
        AuthorizeAmount: customer.authorizeAmount,
        DebtAmount: customer.debtAmount,
        Remaining: remaining,
        Enough: remaining >= total,
      },
      Points: {
        Balance: balance,
        Needed: result.cart.totals.points,
        Enough: balance >= result.cart.totals.points,
      },
      Van: vanToWire(choice, minOrderValue, locale),
      OrderingBlocked: block
        ? {
            From: block.from,
            To: block.to,
            Message:
              locale === 'en'
                ? `System maintenance from ${block.from} - ${block.to}, please place a new order again later.`
                : `ปิดปรับปรุงระบบตั้งแต่ ${block.from} - ${block.to} กรุณาสั่งซื้อใหม่อีกครั้งภายหลัง`,
          }
        : null,
    };
  };
}
