// The proxy mounts `api/customer/*`, `api/merchant/*` and `api/rider/*`. Their
// own scope replaces Fastify's body parsers: bodies are passed on as bytes (or
// as the live stream for multipart uploads), never parsed.
import type { FastifyPluginCallback, HTTPMethods } from 'fastify';
import { BffError } from '../../plugins/errors.js';
import { mountsUnder } from './mounts.js';
import { createProxy, type ProxyDependencies } from './service.js';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export const proxyRoutes: FastifyPluginCallback<ProxyDependencies> = (app, dependencies, done) => {
  const { env } = dependencies;
  const forward = createProxy(dependencies);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > env.BODY_LIMIT) {
      done(new BffError('PAYLOAD_TOO_LARGE'), undefined);
      return;
    }
    // Uploads stream to the ordering API as they arrive; the proxy counts the bytes.
    done(null, payload);
  });
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: env.BODY_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );

  for (const mount of mountsUnder(env.BASE_PATH)) {
    app.route({
      method: METHODS,
      url: `${mount.prefix}*`,
      handler: (request, reply) => forward(request, reply, mount),
    });
  }
  done();
};
