// The proxy mounts `api/customer/*`, `api/merchant/*` and `api/rider/*` before the ordering API;
// bodies pass on as bytes (or the live multipart stream), never parsed (decision 040).
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, HTTPMethods } from 'fastify';
import { BffError } from '../../plugins/errors.js';
import { COMPRESS_OPTIONS, varyWithEncoding, weakEtag } from './compression.js';
import { mountsUnder } from './mounts.js';
import {
  compressibleAnswers,
  createMountProxy,
  proxyDispatcher,
  SizeLimit,
  type ProxyDependencies,
} from './service.js';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export const proxyRoutes: FastifyPluginAsync<ProxyDependencies> = async (app, dependencies) => {
  const { env, upstream } = dependencies;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > env.BODY_LIMIT) {
      done(new BffError('PAYLOAD_TOO_LARGE'), undefined);
      return;
    }
    // Uploads stream to the ordering API as they arrive, counted on the way. Piped rather than
    // pipelined: past the limit the upload is unpiped but not destroyed, so the 413 can still be
    // written to the browser.
    const counter = new SizeLimit(env.BODY_LIMIT);
    payload.once('error', (error) => counter.destroy(error));
    done(null, payload.pipe(counter));
  });
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: env.BODY_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );

  await app.register(compress, COMPRESS_OPTIONS);
  // After @fastify/compress, for the JSON answers handed to it: a cache must keep the plain and
  // the compressed form apart, and a compressed answer's bytes differ from the ordering API's.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (compressibleAnswers.has(reply)) {
      reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
      const etag = reply.hasHeader('content-encoding')
        ? weakEtag(reply.getHeader('etag'))
        : undefined;
      if (etag !== undefined) reply.header('etag', etag);
    }
    done(null, payload);
  });

  const dispatcher = proxyDispatcher(env, upstream);
  const basePath = new URL(env.ORDERING_API_URL).pathname.replace(/\/+$/, '');
  for (const mount of mountsUnder(env.BASE_PATH)) {
    const proxy = createMountProxy(dependencies, mount);
    await app.register(httpProxy, {
      upstream: upstream.origin,
      prefix: mount.prefix.slice(0, -1),
      rewritePrefix: basePath,
      routes: ['/*'],
      httpMethods: METHODS,
      // The parsers above stay: reply-from gets the bytes or the upload stream.
      proxyPayloads: false,
      undici: dispatcher,
      disableRequestLogging: true,
      // Locations go back as the ordering API wrote them.
      internalRewriteLocationHeader: false,
      preHandler: (request, reply, done) => proxy.refuseOutsidePath(request, reply, done),
      replyOptions: proxy.hooks,
      handler: (request, reply, dest, options) =>
        reply.from(dest, proxy.replyOptions(request, options)),
    });
  }
};
