// The cart: the server copy per customer, center and mode (and per guest id for
// a guest), merged by product and unit so two devices never lose items; the
// guest cart moved into the customer's after sign-in; and the priced cart.
import { AppError, bangkokDateKey, type CartAnswer, type CustomerClaims } from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../plugins/env';
import { createCouponService } from '../coupons/service';
import { guestIdOf } from '../../plugins/auth';
import { claimIdempotencyKey, completeIdempotencyKey, requestHash } from '../orders/idempotency';
import { isGuestClaims, resolveCaller, type Caller } from '../pricing/caller';
import type { CartLineRequest, CartMode } from '../pricing/engine';
import type { CartPriceBody, PricedCart as PricedCartWire } from '@eorder/shared';
import { cartProduct, createPricingService, pricedCartToWire } from '../pricing/service';
import { createSettingsReader } from '../pricing/settings';
import type {
  CartMergeBody as CartMergeWriteBody,
  CartStateAnswer,
  CartSyncBody as CartWriteBody,
  CartSyncQuery as CartQuery,
} from '@eorder/shared';
import { addCart, isLive, unionCarts, writeCart, type StoredCartLine } from './merge';
import { createCartRepository, guestCartKey, type CartKey } from './repository';

export const MERGE_SCOPE = 'cart/merge';

const storedMode = (mode: CartMode) => (mode === 'point' ? 'POINT' : 'MONEY');


export interface CartServiceDeps {
  db: Db;
  clock: Clock;
}

export function createCartService({ db, clock }: CartServiceDeps) {
  const repository = createCartRepository(db);
  const pricing = createPricingService(db);
  const readSettings = createSettingsReader(db);
  const coupons = createCouponService(db);

  /**
   * The cart a caller writes: their own per center and mode, or a guest's under the guest's own id
   * (the subject of the guest's token, never a value the request sends).
   */
  function keyOf(caller: Caller, mode: CartMode, claims: CustomerClaims): CartKey | null {
    if (caller.isGuest) {
      const guestId = guestIdOf(claims);
      return guestId ? guestCartKey(guestId) : null;
    }
    const customer = caller.customer;
    if (!customer) return null;
    return { customerKey: customer.customerCode, saleUnit: caller.saleUnit, mode: storedMode(mode) };
  }

  /** The stored cart as the contract's answer: its live lines as products with their quantities. */
  async function answer(
    caller: Caller,
    mode: CartMode,
    cart: { lines: StoredCartLine[]; version: number; updatedAt: Date | null },
    conflicts: string[],
    tx: DbOrTx = db,
  ): Promise<CartStateAnswer> {
    const live = cart.lines.filter(isLive);
    const today = bangkokDateKey(clock());
    const settings = await readSettings(caller.saleUnit, tx);
    const hidden = caller.isGuest && settings.guestModeDisableCatalogPrice;
    const products = await pricing.repository.loadProducts(caller.saleUnit, live.map((l) => l.P_Code), today, tx);
    const items: CartAnswer['Items'] = [];
    const removed: string[] = [];
    for (const line of live) {
      const loaded = products.get(line.P_Code);
      if (!loaded) {
        removed.push(line.P_Code);
        continue;
      }
      items.push(cartProduct(loaded, line, caller.priceLevel, today, hidden) as CartAnswer['Items'][number]);
    }
    return {
      SaleUnit: caller.saleUnit,
      Mode: mode,
      Items: items,
      Removed: removed,
      UpdatedAt: cart.updatedAt ? cart.updatedAt.toISOString() : null,
      Version: cart.version,
      Conflicts: conflicts,
    };
  }

  return {
    async get(claims: CustomerClaims, saleUnit: string, query: CartQuery): Promise<CartStateAnswer> {
      const caller = await resolveCaller(db, claims, saleUnit);
      const mode: CartMode = caller.isGuest ? 'money' : query.mode;
      const key = keyOf(caller, mode, claims);
      const stored = key ? await repository.read(key) : { lines: [], version: 0, updatedAt: null };
      return answer(caller, mode, stored, []);
    },

    async write(claims: CustomerClaims, saleUnit: string, body: CartWriteBody): Promise<CartStateAnswer> {
      const caller = await resolveCaller(db, claims, saleUnit);
      const mode: CartMode = caller.isGuest ? 'money' : body.Mode;
      const key = keyOf(caller, mode, claims);
      // A guest token of before guests had their own id keeps no cart here.
      if (!key) throw new AppError('AUTH_TOKEN_INVALID');
      const now = clock();
      const written = await db.transaction(async (tx) => {
        const stored = await repository.lock(key, tx);
        const result = writeCart(stored.lines, stored.version, body.Items, body.Version ?? null);
        if (!result.changed) return { ...stored, conflicts: result.conflicts };
        const version = stored.version + 1;
        await repository.write(key, result.lines, version, now, tx);
        return { lines: result.lines, version, updatedAt: now, conflicts: result.conflicts };
      });
      return answer(caller, mode, written, written.conflicts);
    },

    async merge(
      claims: CustomerClaims,
      saleUnit: string,
      body: CartMergeWriteBody,
      idempotencyKey: string | undefined,
    ): Promise<CartStateAnswer> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const caller = await resolveCaller(db, claims, saleUnit);
      const key = keyOf(caller, body.Mode, claims);
      if (!key) throw new AppError('AUTH_REQUIRED');
      const now = clock();
      const merged = await db.transaction(async (tx) => {
        if (idempotencyKey) {
          const claim = await claimIdempotencyKey(tx, {
            scope: MERGE_SCOPE,
            owner: key.customerKey,
            key: idempotencyKey,
            hash: requestHash({ ...body, SaleUnit: caller.saleUnit }),
          });
          if (claim.kind === 'replay') return { ...(await repository.read(key, tx)), conflicts: [] };
        }
        const stored = await repository.lock(key, tx);
        // Only the cart of the guest this customer signed in from, named by their token.
        const guestKey = claims.GuestUid ? guestCartKey(claims.GuestUid) : null;
        const guestStored = guestKey ? await repository.lock(guestKey, tx) : null;
        const guestLines = unionCarts(body.Items, (guestStored?.lines ?? []).filter(isLive));
        const result = addCart(stored.lines, stored.version, guestLines);
        let state = { ...stored, conflicts: [] as string[] };
        if (result.changed) {
          const version = stored.version + 1;
          await repository.write(key, result.lines, version, now, tx);
          state = { lines: result.lines, version, updatedAt: now, conflicts: [] };
        }
        if (guestKey) await repository.remove(guestKey, tx);
        if (idempotencyKey) {
          await completeIdempotencyKey(tx, {
            scope: MERGE_SCOPE,
            owner: key.customerKey,
            key: idempotencyKey,
            statusCode: 200,
            response: { Version: state.version },
          });
        }
        return state;
      });
      return answer(caller, body.Mode, merged, []);
    },

    async price(claims: CustomerClaims, saleUnit: string, body: CartPriceBody): Promise<PricedCartWire> {
      const caller = await resolveCaller(db, claims, saleUnit);
      const mode: CartMode = caller.isGuest ? 'money' : body.Mode;
      let items: CartLineRequest[];
      if (body.Items) {
        items = body.Items;
      } else {
        const key = keyOf(caller, mode, claims);
        items = key ? (await repository.read(key)).lines.filter(isLive) : [];
      }
      const now = clock();
      const settings = await readSettings(caller.saleUnit);
      let couponStatus: { couponId: string; statusText: string } | null = null;
      let coupon = null;
      if (body.CouponId) {
        if (!caller.customer) throw new AppError('AUTH_REQUIRED');
        const check = await coupons.check({ couponId: body.CouponId, saleUnit: caller.saleUnit, customerId: caller.customer.id, now });
        couponStatus = { couponId: body.CouponId, statusText: check.statusText };
        coupon = check.facts;
      }
      const result = await pricing.price(db, caller, {
        items,
        mode,
        now,
        coupon,
        unselectOutOfStock: settings.disableItemOutOfStock,
      });
      return pricedCartToWire(caller, result, {
        pricesHidden: caller.isGuest && settings.guestModeDisableCatalogPrice,
        couponStatus,
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
