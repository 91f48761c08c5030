// POST api/webConfig/items: the web shell reads its configuration at start.
// GET api/webConfig/values and POST api/webConfig/sync: the merchant admin's view of the values in
// force and the refresh of every kept copy (ADR 077).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  MERCHANT_ADMIN_ROLE_CODE,
  WebConfigItemsAnswerSchema,
  WebConfigItemsBodySchema,
  WebConfigSyncBodySchema,
  WebConfigValuesAnswerSchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import type { WebConfigService } from './service';

export interface WebConfigRoutesOptions {
  webConfig: WebConfigService;
}

const ADMIN_ONLY =
  "Only the merchant admin role (1) may; other staff are AUTH_FORBIDDEN (403). Center values are those of the staff member's centers.";

export const webConfigRoutes: FastifyPluginCallbackZod<WebConfigRoutesOptions> = (app, { webConfig: service }, done) => {
  const admin = app.requireStaff({ roles: [MERCHANT_ADMIN_ROLE_CODE] });
  const staffId = (request: Parameters<typeof staffClaims>[0]) => Number(staffClaims(request).sub);

  app.get(
    CALLS.webConfigValues.path,
    {
      onRequest: admin,
      schema: {
        tags: ['config'],
        summary: 'The web-configuration values in force',
        description: `Every stored value, global (SaleUnit null) or of a center, with Forced when the environment sets it. ${ADMIN_ONLY}`,
        security: [{ jtoken: [] }],
        response: { 200: WebConfigValuesAnswerSchema },
      },
    },
    async (request) => service.values(staffId(request)),
  );

  app.post(
    CALLS.webConfigSync.path,
    {
      onRequest: admin,
      schema: {
        tags: ['config'],
        summary: 'Refreshes the web configuration everywhere it is kept',
        description:
          "Drops this server's kept settings at once and announces the refresh on the database's notice channel, " +
          'so every server of the deployment drops its kept settings and kept product answers; then answers the ' +
          `values in force, Refreshed true. ${ADMIN_ONLY}`,
        security: [{ jtoken: [] }],
        body: WebConfigSyncBodySchema,
        response: { 200: WebConfigValuesAnswerSchema },
      },
    },
    async (request) => service.sync(staffId(request)),
  );

  app.post(
    CALLS.webConfigItems.path,
    {
      // Read before any session exists; a token, when sent, selects the center's values.
      onRequest: app.optionalAuth(),
      schema: {
        tags: ['config'],
        summary: 'Web-configuration values',
        description:
          'The values of the listed keys, plus every key starting with EOrder when EOrderIncluded is ' +
          'true. A center-specific value replaces the global one for callers signed in to that center.',
        body: WebConfigItemsBodySchema,
        response: { 200: WebConfigItemsAnswerSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      const saleUnit = auth?.kind === 'customer' ? auth.SALEUNIT || null : null;
      return { Data: await service.items(request.body, saleUnit) };
    },
  );
  done();
};
