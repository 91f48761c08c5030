// POST api/webConfig/items: the web shell reads its configuration at start.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { CALLS, WebConfigItemsAnswerSchema, WebConfigItemsBodySchema } from '@eorder/shared';
import { createWebConfigRepository } from './repository';
import { createWebConfigService } from './service';

export const webConfigRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createWebConfigService(app.env, createWebConfigRepository(app.db));

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
