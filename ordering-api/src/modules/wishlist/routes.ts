// The wishlist on the specification's paths. Signed-in customers only: a guest
// token is answered 401 AUTH_REQUIRED (the web keeps a guest's list locally).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  FavouriteChangeAnswerSchema,
  FavouriteChangeBodySchema,
  FavouriteItemsAnswerSchema,
  FavouriteItemsQuerySchema,
} from '@eorder/shared';
import { requestLocale } from '../../plugins/errors';
import { createCatalogueRepository } from '../catalogue/repository';
import { variesByLanguage } from '../catalogue/routes';
import { requestScope } from '../catalogue/scope';
import { createCatalogueService } from '../catalogue/service';
import { createWishlistRepository } from './repository';
import { createWishlistService } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['wishlist'];

export const wishlistRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createWishlistService({
    repository: createWishlistRepository(app.db),
    catalogue: createCatalogueService(createCatalogueRepository(app.db)),
  });
  const guard = app.requireCustomer({ allowGuest: false });

  app.get(
    '/api/Products/favourite/items',
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: "The customer's wishlist in the current center",
        description:
          'detail=false: the product codes, the latest added first. detail=true: those products the ' +
          "center still sells, shaped and priced as in api/products/items, in the same order. A guest " +
          'gets 401 AUTH_REQUIRED.',
        security,
        querystring: FavouriteItemsQuerySchema,
        response: { 200: FavouriteItemsAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = requestScope(request, app.clock());
      variesByLanguage(reply);
      return service.items(scope, request.query.detail, requestLocale(request));
    },
  );

  app.post(
    '/api/Products/favourite/items/add',
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Add products to the wishlist',
        description:
          'Idempotent: a code already in the wishlist stays once. Codes the center does not sell ' +
          '(unknown, not carried or disabled) are not added and come back in Skipped. Data: the ' +
          'wishlist afterwards.',
        security,
        body: FavouriteChangeBodySchema,
        response: { 200: FavouriteChangeAnswerSchema },
      },
    },
    async (request) => service.add(requestScope(request, app.clock()), request.body.productIds),
  );

  app.post(
    '/api/Products/favourite/items/remove',
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Remove products from the wishlist',
        description: 'Idempotent: removing a code that is not in the wishlist changes nothing. Data: the wishlist afterwards.',
        security,
        body: FavouriteChangeBodySchema,
        response: { 200: FavouriteChangeAnswerSchema },
      },
    },
    async (request) => service.remove(requestScope(request, app.clock()), request.body.productIds),
  );
  done();
};
