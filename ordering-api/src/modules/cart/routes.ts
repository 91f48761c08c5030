// Cart calls: the server copy (sync), the guest cart moved in after sign-in
// (merge), and the priced cart (price).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  CartMergeBodySchema,
  CartMergeHeadersSchema,
  CartPriceBodySchema,
  CartStateAnswerSchema,
  CartSyncBodySchema,
  CartSyncQuerySchema,
  PricedCartSchema,
} from '@eorder/shared';
import { customerClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import { createCartService } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['cart'];

export const cartRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createCartService({ db: app.db, clock: app.clock });

  app.get(
    CALLS.cartGet.path,
    {
      onRequest: app.requireCustomer({ allowGuest: true }),
      schema: {
        tags: TAGS,
        summary: 'The stored cart for a center and a mode',
        description:
          "A customer's cart per center and mode (money or point); a guest's under the guest's own id (its " +
          "token's subject, never a value of the request), which has money mode only. Items are products with " +
          "qty1-qty3 and selected, priced at the caller's level; " +
          'products no longer sold in the center are listed in Removed. Version is 0 for a cart never written.',
        security,
        querystring: CartSyncQuerySchema,
        response: { 200: CartStateAnswerSchema },
      },
    },
    async (request) => service.get(customerClaims(request), centerOf(request).saleUnit, request.query),
  );

  app.post(
    CALLS.cartSync.path,
    {
      onRequest: app.requireCustomer({ allowGuest: true }),
      schema: {
        tags: TAGS,
        summary: 'Writes the client cart',
        description:
          'Send the whole cart with the Version last read. When another device wrote since, the two are merged ' +
          'by product and unit: a unit changed by the other device after that version keeps its value (listed ' +
          'in Conflicts when this write wanted another), every other unit takes this write\'s, so no item is ' +
          'lost. Without Version the cart is replaced. Prices are never part of a cart.',
        security,
        body: CartSyncBodySchema,
        response: { 200: CartStateAnswerSchema },
      },
    },
    async (request) => service.write(customerClaims(request), centerOf(request).saleUnit, request.body),
  );

  app.post(
    CALLS.cartMerge.path,
    {
      onRequest: app.requireCustomer({ allowGuest: false }),
      schema: {
        tags: TAGS,
        summary: "Moves a guest cart into the customer's cart",
        description:
          'In one transaction: the device\'s guest cart (Items) and the server copy of the guest the customer ' +
          'signed in from (GuestUid of their token, set when the sign-in call carried that guest\'s token) are added ' +
          'into the customer\'s cart of the center and mode (quantities of a product and unit are added, added ' +
          'lines are selected) and the guest\'s server copy is emptied. With an Idempotency-Key a retry adds ' +
          'nothing twice.',
        security,
        headers: CartMergeHeadersSchema,
        body: CartMergeBodySchema,
        response: { 200: CartStateAnswerSchema },
      },
    },
    async (request) => service.merge(
        customerClaims(request),
        centerOf(request).saleUnit,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    CALLS.cartPrice.path,
    {
      onRequest: app.requireCustomer({ allowGuest: true }),
      schema: {
        tags: TAGS,
        summary: 'The priced cart',
        description:
          "Prices the given lines (or the stored cart) at the caller's price level with today's advance prices, " +
          'VAT by each price type, the promotions in their stacking order (what each gave, per line and in total), ' +
          'the coupon when one is given (Coupon.statusText OK when it applies), stock per product with the ' +
          'quantities of all its units summed, and out-of-stock flags (such lines are unselected when the center ' +
          'disables out-of-stock items). The server always computes prices; none is taken from the client.',
        security,
        body: CartPriceBodySchema,
        response: { 200: PricedCartSchema },
      },
    },
    async (request) => service.price(customerClaims(request), centerOf(request).saleUnit, request.body),
  );

  done();
};
