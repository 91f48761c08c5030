// Forwarding one call of the web to the ordering API and its answer back.
//
// Requests: method, path remainder and query unchanged; the body as it came
// (a buffer, or the live stream for multipart uploads; JSON is never parsed
// and re-serialised); headers minus hop-by-hop ones, cookies, host and every
// internal header a client sent, plus the Bearer token from the mount's own
// cookie and our own internal headers (X-Forwarded-*, X-Request-Id).
//
// Answers: streamed through as they are, except small JSON answers that carry
// a jtoken: the token goes into the mount's cookie and out of the body. JSON
// answers of 1 KB or more are compressed for a browser that accepts brotli or
// gzip, from a kept copy when the same bytes were compressed lately
// (compression.ts). An expired token is renewed (customer, as a guest) or
// dropped.
import { EventEmitter } from 'node:events';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { TOKEN_EXPIRED_MARKER } from '@eorder/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { Env } from '../../env.js';
import { BffError, sendError } from '../../plugins/errors.js';
import {
  classifyUpstreamError,
  internalHeaders,
  isStaleConnection,
  type Upstream,
} from '../../plugins/upstream.js';
import type { SessionCookies, SessionKind } from '../session/cookies.js';
import type { GuestSessions } from '../session/guest.js';
import { mightCarryToken, readClaims, takeToken } from '../session/token.js';
import {
  collectUpTo,
  decodedBytes,
  INSPECT_LIMIT_BYTES,
  isJsonContentType,
  type CollectedBody,
} from './answer-body.js';
import {
  answerEncoding,
  compressBytes,
  compressStream,
  createCompressedCopies,
  variesByEncoding,
  varyWithEncoding,
  weakEtag,
} from './compression.js';
import { browserResponseHeaders, upstreamRequestHeaders } from './headers.js';
import type { Mount } from './mounts.js';

/** Whether an answer came with a content-encoding of its own (identity is none). */
function isEncoded(value: string | string[] | undefined): boolean {
  const encoding = (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().toLowerCase();
  return encoding !== '' && encoding !== 'identity';
}

/** Whether a 401's challenge says the token expired (rather than being invalid). */
export function isExpiredChallenge(value: string | string[] | undefined): boolean {
  return (Array.isArray(value) ? value.join(', ') : (value ?? '')).includes(TOKEN_EXPIRED_MARKER);
}

/** The path of the ordering API behind `url`, or undefined when it must not be forwarded. */
export function remainderOf(url: string, prefix: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const remainder = url.slice(prefix.length);
  const pathPart = remainder.split('?', 1)[0] ?? '';
  // Dot segments would let a call climb out of the path it was sent to.
  const segments = pathPart.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined;
  return remainder;
}

/**
 * Which session a token answered on a mount belongs to. The merchant mount
 * also answers customer tokens: a salesperson's `loginasclient` gives the
 * customer session to order with, while the staff session stays.
 */
export function sessionOfAnsweredToken(
  mount: Mount,
  token: string,
  remainder: string,
): SessionKind {
  if (mount.area !== 'merchant') return mount.session;
  const kind = readClaims(token)?.kind;
  if (kind === 'customer') return 'customer';
  if (kind === undefined && /(^|\/)loginasclient(\/|\?|$)/i.test(remainder)) return 'customer';
  return 'staff';
}

/** Counts a streamed body and stops it at the size limit. */
class SizeLimit extends Transform {
  exceeded = false;
  private seen = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      callback(new BffError('PAYLOAD_TOO_LARGE'));
      return;
    }
    callback(null, chunk);
  }
}

export interface ProxyDependencies {
  env: Env;
  upstream: Upstream;
  cookies: SessionCookies;
  guests: GuestSessions;
}

const IDEMPOTENT_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createProxy({ env, upstream, cookies, guests }: ProxyDependencies) {
  const compressedCopies = createCompressedCopies();

  async function send(
    options: Dispatcher.RequestOptions,
    retryable: boolean,
  ): Promise<Dispatcher.ResponseData> {
    try {
      return await upstream.dispatcher.request(options);
    } catch (error) {
      if (retryable && isStaleConnection(error)) return upstream.dispatcher.request(options);
      throw error;
    }
  }

  /** Renews or drops the session whose token the ordering API called expired. */
  async function onExpiredToken(
    request: FastifyRequest,
    reply: FastifyReply,
    mount: Mount,
    token: string,
  ) {
    const name = cookies.tokenCookie(mount.session);
    if (mount.session !== 'customer' || env.flags.disableGuestMode === true) {
      cookies.clear(reply, name);
      return;
    }
    const guest = await guests.replace(token, request);
    if (guest) cookies.setToken(reply, 'customer', guest.token);
    else cookies.clear(reply, name);
  }

  return async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    mount: Mount,
  ): Promise<FastifyReply> {
    const remainder = remainderOf(request.url, mount.prefix);
    if (remainder === undefined) return sendError(request, reply, 'NOT_FOUND');

    const token = cookies.readToken(request, mount.session);
    let body: Buffer | Readable | undefined;
    let limiter: SizeLimit | undefined;
    if (Buffer.isBuffer(request.body)) {
      body = request.body;
    } else if (request.body instanceof Readable) {
      // Piped rather than pipelined: past the limit the upload is unpiped but
      // not destroyed, so the 413 can still be written to the browser.
      const source = request.body;
      const counter = new SizeLimit(env.BODY_LIMIT);
      source.once('error', (error) => counter.destroy(error));
      body = source.pipe(counter);
      limiter = counter;
    }
    const lengthHeader = request.headers['content-length'];

    // Ends the ordering API call when the browser goes away first. undici takes
    // an event emitter as its signal ('abort'), lighter than an AbortController
    // on every call; and only an answer cut short needs it.
    const abort = new EventEmitter();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.emit('abort');
    });
    const wantsEvents = (request.headers.accept ?? '').includes('text/event-stream');

    let answer: Dispatcher.ResponseData;
    try {
      answer = await send(
        {
          origin: upstream.origin,
          path: upstream.path(remainder),
          method: request.method,
          headers: upstreamRequestHeaders(request.headers, {
            token,
            internal: internalHeaders(request),
            streamLength:
              body instanceof Readable && typeof lengthHeader === 'string'
                ? lengthHeader
                : undefined,
          }),
          body: body ?? null,
          signal: abort,
          headersTimeout: env.PROXY_TIMEOUT_MS,
          // An event stream may stay quiet for long; it ends when either side closes.
          bodyTimeout: wantsEvents ? 0 : env.PROXY_TIMEOUT_MS,
        },
        body === undefined && IDEMPOTENT_WITHOUT_BODY.has(request.method),
      );
    } catch (error) {
      if (limiter?.exceeded) return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
      const failure = classifyUpstreamError(error);
      if (failure === 'ABORTED' || reply.raw.destroyed) {
        reply.hijack();
        return reply;
      }
      request.log.warn({ err: error, upstream: upstream.origin }, 'the ordering API call failed');
      return sendError(request, reply, failure);
    }

    const status = answer.statusCode;
    if (
      status === 401 &&
      token !== undefined &&
      isExpiredChallenge(answer.headers['www-authenticate'])
    ) {
      await onExpiredToken(request, reply, mount, token);
    }

    const hasBody = request.method !== 'HEAD' && status !== 204 && status !== 304;
    const contentType = answer.headers['content-type'];

    if (hasBody && isJsonContentType(contentType)) {
      const declared = Number(answer.headers['content-length']);
      let collected: CollectedBody;
      try {
        collected = !Number.isFinite(declared)
          ? await collectUpTo(answer.body)
          : declared > INSPECT_LIMIT_BYTES
            ? { complete: false, stream: answer.body }
            : // A declared length is held to by undici: read at once, without iterating.
              { complete: true, raw: Buffer.from(await answer.body.arrayBuffer()) };
      } catch (error) {
        // The ordering API went away in the middle of its answer; nothing was sent yet.
        const failure = classifyUpstreamError(error);
        if (failure === 'ABORTED' || reply.raw.destroyed) {
          reply.hijack();
          return reply;
        }
        request.log.warn({ err: error }, 'the ordering API answer broke off');
        return sendError(request, reply, failure);
      }
      if (!collected.complete) {
        return sendJson(
          request,
          reply.code(status),
          browserResponseHeaders(answer.headers, { bodyReplaced: false }),
          collected.stream,
          isEncoded(answer.headers['content-encoding']),
          false,
        );
      }
      const replaced = handOffToken(
        reply,
        mount,
        remainder,
        collected.raw,
        answer.headers['content-encoding'],
      );
      reply.code(status);
      // An answer that set a session cookie must never be stored by a cache.
      if (replaced !== undefined) reply.header('cache-control', 'no-store');
      return sendJson(
        request,
        reply,
        browserResponseHeaders(answer.headers, { bodyReplaced: replaced !== undefined }),
        replaced ?? collected.raw,
        replaced === undefined && isEncoded(answer.headers['content-encoding']),
        // A body rebuilt without its token was made for one sign-in: no copy worth keeping.
        replaced === undefined,
      );
    }

    const headers = browserResponseHeaders(answer.headers, { bodyReplaced: false });
    if (!hasBody) {
      await answer.body.dump();
      return reply.code(status).headers(headers).send();
    }
    if (String(contentType).startsWith('text/event-stream')) {
      // Events must reach the browser as they come: write the head now and
      // pipe without Fastify's buffering of the first chunk.
      reply.hijack();
      const own = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      reply.raw.writeHead(status, {
        ...Object.fromEntries(own),
        ...headers,
        'x-accel-buffering': 'no',
      });
      reply.raw.flushHeaders();
      pipeline(answer.body, reply.raw, (error) => {
        if (error) request.log.debug({ err: error }, 'event stream closed');
      });
      return reply;
    }
    return reply.code(status).headers(headers).send(answer.body);
  };

  /**
   * Sends a JSON answer, compressed when it is large enough and the browser
   * accepts it. `encoded`: the ordering API compressed it already; it goes as it came.
   * `shared`: the same bytes may be answered again, so their compressed copy is kept.
   */
  async function sendJson(
    request: FastifyRequest,
    reply: FastifyReply,
    headers: Record<string, string | string[]>,
    body: Buffer | Readable,
    encoded: boolean,
    shared: boolean,
  ): Promise<FastifyReply> {
    if (encoded) return reply.headers(headers).send(body);
    const size = Buffer.isBuffer(body) ? body.length : -1;
    if (!variesByEncoding(size)) return reply.headers(headers).send(body);
    headers.vary = varyWithEncoding(headers.vary);
    const encoding = answerEncoding(request.headers['accept-encoding'], size);
    if (encoding === undefined) return reply.headers(headers).send(body);
    delete headers['content-length'];
    delete headers['content-md5'];
    const etag = weakEtag(headers.etag);
    if (etag !== undefined) headers.etag = etag;
    headers['content-encoding'] = encoding;
    return reply
      .headers(headers)
      .send(
        !Buffer.isBuffer(body)
          ? compressStream(body, encoding)
          : shared
            ? await compressedCopies.compress(body, encoding)
            : await compressBytes(body, encoding),
      );
  }

  /**
   * When the answer carries a jtoken: stores it in the right cookie and
   * returns the body without it. Otherwise undefined (send the answer as is).
   */
  function handOffToken(
    reply: FastifyReply,
    mount: Mount,
    remainder: string,
    raw: Buffer,
    encoding: string | string[] | undefined,
  ): Buffer | undefined {
    const text = decodedBytes(raw, encoding);
    if (text === undefined || !mightCarryToken(text)) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.toString('utf8'));
    } catch {
      return undefined;
    }
    const token = takeToken(parsed);
    if (token === undefined) return undefined;
    cookies.setToken(reply, sessionOfAnsweredToken(mount, token, remainder), token);
    return Buffer.from(JSON.stringify(parsed));
  }
}

export type Forward = ReturnType<typeof createProxy>;
