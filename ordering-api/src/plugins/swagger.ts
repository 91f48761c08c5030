// OpenAPI document generated from the zod schemas of every route, served as
// JSON at /docs/json and browsable at /docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { quieterLevel } from './logger';

export const DOCS_PREFIX = '/docs';

export const swaggerPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'eorder ordering API',
          description:
            'Every call of the specification on its own paths and wire names. Errors answer ' +
            '`{ Message, IsExceptionHandler: true, Code, StatusCode }`, translated by Accept-Language (th, en).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            jtoken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: createJsonSchemaTransform({
        skipList: [
          `${DOCS_PREFIX}/`,
          `${DOCS_PREFIX}/*`,
          `${DOCS_PREFIX}/json`,
          `${DOCS_PREFIX}/yaml`,
        ],
      }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      logLevel: quieterLevel('warn', app.env.LOG_LEVEL),
    });
  },
  { name: 'swagger', dependencies: ['env'] },
);
