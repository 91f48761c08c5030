// Center lists: the customer picker (own and all centers), the picker's search,
// and the centers of a merchant staff user.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  CustomerDcsAllAnswerSchema,
  CustomerDcsAllQuerySchema,
  CustomerDcsAnswerSchema,
  CustomerDcsQuerySchema,
  GUEST_ROLE,
  UserDcsAnswerSchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { createCenterRepository } from './repository';
import { createCenterService, positionOf } from './service';

const security = [{ jtoken: [] }];

export const centerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createCenterService(createCenterRepository(app.db));

  app.get(
    CALLS.customerDcs.path,
    {
      // Public in the contract: the picker can list centers before a session exists.
      onRequest: app.optionalAuth(),
      schema: {
        tags: ['centers'],
        summary: "The caller's centers and every active center",
        description:
          'Customer: the centers the customer may order from; All: every active center. Both in the ' +
          'picker order (nearest first when lat and lng are given, the active center first), with ' +
          'Distance in km. A guest, or a caller without a customer token, has no centers of their own.',
        querystring: CustomerDcsQuerySchema,
        response: { 200: CustomerDcsAnswerSchema },
      },
    },
    async (request) => {
      const auth = request.auth?.kind === 'customer' ? request.auth : null;
      return service.customerDcs({
        customerCode: auth && auth.role !== GUEST_ROLE ? auth.CUSTOMERCODE : null,
        activeSaleUnit: auth?.SALEUNIT ?? null,
        position: positionOf(request.query),
      });
    },
  );

  app.get(
    CALLS.customerDcsAll.path,
    {
      // The center directory is public (registration needs it before any session exists);
      // a token, when sent, must still be valid.
      onRequest: app.optionalAuth(),
      schema: {
        tags: ['centers'],
        summary: 'Search active centers',
        description:
          'text matches sale unit, name, short name or full address, case-insensitively. Ordered by ' +
          'distance when lat and lng are given, otherwise by name; then skip and take.',
        querystring: CustomerDcsAllQuerySchema,
        response: { 200: CustomerDcsAllAnswerSchema },
      },
    },
    async (request) => service.searchCenters(request.query),
  );

  app.get(
    CALLS.userDcs.path,
    {
      onRequest: app.requireStaff(),
      schema: {
        tags: ['centers'],
        summary: "The signed-in staff user's centers",
        security,
        response: { 200: UserDcsAnswerSchema },
      },
    },
    async (request) => service.staffCenters(Number(staffClaims(request).sub)),
  );
  done();
};
