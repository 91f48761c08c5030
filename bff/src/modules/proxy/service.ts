// What the bff adds to @fastify/http-proxy for one mount: client-sent internal headers dropped,
// the cookie's token sent as Bearer, jtokens moved into the cookie, the error body (decision 040).
import type { IncomingHttpHeaders } from 'node:http';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { TOKEN_EXPIRED_MARKER } from '@eorder/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
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
import { mightCarryToken, readClaims, takeToken } from '../session/answer-token.js';
import {
  collectUpTo,
  decodedBytes,
  INSPECT_LIMIT_BYTES,
  isJsonContentType,
  type CollectedBody,
} from './answer-body.js';
import { variesByEncoding } from './compression.js';
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

/** Counts a streamed upload and stops it at the size limit. */
export class SizeLimit extends Transform {
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
const WITHOUT_BODY = new Set(['GET', 'HEAD']);

/** The answers whose Vary and ETag the compression hook settles (routes.ts). */
export const compressibleAnswers = new WeakSet<FastifyReply>();

/**
 * The dispatcher reply-from sends through: the shared pool, with the proxy's time limits. An event
 * stream may stay quiet for long; it ends when either side closes.
 */
export function proxyDispatcher(env: Env, upstream: Upstream): { request: Dispatcher['request'] } {
  const request = (
    options: Dispatcher.RequestOptions,
    callback: (error: Error | null, data: Dispatcher.ResponseData) => void,
  ): void => {
    const accept = (options.headers as Record<string, string | undefined> | undefined)?.accept;
    upstream.dispatcher.request(
      {
        ...options,
        headersTimeout: env.PROXY_TIMEOUT_MS,
        bodyTimeout: accept?.includes('text/event-stream') === true ? 0 : env.PROXY_TIMEOUT_MS,
      },
      callback,
    );
  };
  // reply-from calls the callback form only.
  return { request } as unknown as { request: Dispatcher['request'] };
}

/** What reply-from hands to onResponse: the ordering API's answer, its body not yet read. */
interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

export function createMountProxy(
  { env, cookies, guests }: ProxyDependencies,
  mount: Mount,
): {
  /** Answers 404 to what must not be forwarded, before the library resolves the path. */
  refuseOutsidePath(request: FastifyRequest, reply: FastifyReply, done: () => void): void;
  /** The reply-from options of one request: its body, and one retry of a stale idempotent call. */
  replyOptions(request: FastifyRequest, base: FastifyReplyFromHooks): FastifyReplyFromHooks;
  /** The reply-from hooks shared by every request of the mount. */
  hooks: FastifyReplyFromHooks;
} {
  /** Renews or drops the session whose token the ordering API called expired. */
  async function onExpiredToken(request: FastifyRequest, reply: FastifyReply, token: string) {
    const name = cookies.tokenCookie(mount.session);
    if (mount.session !== 'customer' || env.flags.disableGuestMode === true) {
      cookies.clear(reply, name);
      return;
    }
    const guest = await guests.replace(token, request);
    if (guest) cookies.setToken(reply, 'customer', guest.token);
    else cookies.clear(reply, name);
  }

  /** Answers a failed call with the error body, unless the browser went away: then nothing is sent. */
  function sendFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, what: string) {
    const failure = classifyUpstreamError(error);
    if (failure === 'ABORTED' || reply.raw.destroyed) {
      reply.hijack();
      return;
    }
    request.log.warn({ err: error }, what);
    sendError(request, reply, failure);
  }

  /**
   * Sends a JSON answer; @fastify/compress compresses it when it is large enough and the browser
   * accepts it. `encoded`: the ordering API compressed it already; it goes as it came.
   */
  function sendJson(reply: FastifyReply, body: Buffer | Readable, encoded: boolean): void {
    if (encoded || !variesByEncoding(Buffer.isBuffer(body) ? body.length : -1)) {
      reply.send(body);
      return;
    }
    compressibleAnswers.add(reply);
    reply.compress(body);
  }

  /**
   * When the answer carries a jtoken: stores it in the right cookie and
   * returns the body without it. Otherwise undefined (send the answer as is).
   */
  function handOffToken(
    request: FastifyRequest,
    reply: FastifyReply,
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
    const session = sessionOfAnsweredToken(mount, token, remainder);
    cookies.setToken(reply, session, token);
    if (session === 'customer') cookies.markAgent(request, reply, readClaims(token)?.AgentCode);
    return Buffer.from(JSON.stringify(parsed));
  }

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    { statusCode: status, headers, stream }: UpstreamAnswer,
  ): Promise<void> {
    const token = cookies.readToken(request, mount.session);
    if (status === 401 && token !== undefined && isExpiredChallenge(headers['www-authenticate'])) {
      await onExpiredToken(request, reply, token);
    }

    const hasBody = request.method !== 'HEAD' && status !== 204 && status !== 304;
    const contentType = headers['content-type'];
    if (!hasBody) {
      (stream as Readable & { dump?: () => Promise<void> }).dump?.().catch(() => undefined);
      reply.send();
      return;
    }

    if (isJsonContentType(contentType)) {
      const declared = Number(headers['content-length']);
      let collected: CollectedBody;
      try {
        collected = !Number.isFinite(declared)
          ? await collectUpTo(stream)
          : declared > INSPECT_LIMIT_BYTES
            ? { complete: false, stream }
            : // A declared length is held to by undici: read at once, without iterating.
              {
                complete: true,
                raw: Buffer.from(
                  await (
                    stream as Readable & { arrayBuffer(): Promise<ArrayBuffer> }
                  ).arrayBuffer(),
                ),
              };
      } catch (error) {
        // The ordering API went away in the middle of its answer; nothing was sent yet.
        sendFailure(request, reply, error, 'the ordering API answer broke off');
        return;
      }
      const encoded = isEncoded(headers['content-encoding']);
      if (!collected.complete) {
        sendJson(reply, collected.stream, encoded);
        return;
      }
      const remainder = request.url.slice(mount.prefix.length);
      const replaced = handOffToken(request, reply, remainder, collected.raw, headers['content-encoding']);
      if (replaced === undefined) {
        sendJson(reply, collected.raw, encoded);
        return;
      }
      // The body was rebuilt: the ordering API's length, encoding and validators no longer hold.
      for (const name of ['content-length', 'content-encoding', 'etag', 'content-md5'])
        reply.removeHeader(name);
      // An answer that set a session cookie must never be stored by a cache.
      reply.header('cache-control', 'no-store');
      sendJson(reply, replaced, false);
      return;
    }

    if (String(contentType).startsWith('text/event-stream')) {
      // Events must reach the browser as they come: write the head now and
      // pipe without Fastify's buffering of the first chunk.
      reply.hijack();
      const own = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      reply.raw.writeHead(status, { ...Object.fromEntries(own), 'x-accel-buffering': 'no' });
      reply.raw.flushHeaders();
      pipeline(stream, reply.raw, (error) => {
        if (error) request.log.debug({ err: error }, 'event stream closed');
      });
      return;
    }
    reply.send(stream);
  }

  const hooks = {
    rewriteRequestHeaders(request: FastifyRequest, headers: IncomingHttpHeaders) {
      const body = request.body;
      const length = request.headers['content-length'];
      return upstreamRequestHeaders(headers, {
        token: cookies.readToken(request, mount.session),
        internal: internalHeaders(request),
        streamLength: body instanceof Readable && typeof length === 'string' ? length : undefined,
        // reply-from names a type for every body it sends; the browser's own (or none) goes on.
        contentType: request.headers['content-type'],
      });
    },
    rewriteHeaders: (headers: IncomingHttpHeaders) => browserResponseHeaders(headers),
    onResponse(request: FastifyRequest, reply: FastifyReply, res: UpstreamAnswer) {
      answer(request, reply, res).catch((error: unknown) => reply.send(error));
    },
    onError(reply: FastifyReply, { error }: { error: Error }) {
      const request = reply.request;
      if (request.body instanceof SizeLimit && request.body.exceeded) {
        sendError(request, reply, 'PAYLOAD_TOO_LARGE');
        return;
      }
      // reply-from wraps the undici error it got.
      sendFailure(request, reply, error.cause ?? error, 'the ordering API call failed');
    },
  };

  return {
    refuseOutsidePath(request, reply, done) {
      if (remainderOf(request.url, mount.prefix) !== undefined) {
        done();
        return;
      }
      sendError(request, reply, 'NOT_FOUND');
    },
    replyOptions(request, base) {
      const body = request.body;
      const retryable = body === undefined && IDEMPOTENT_WITHOUT_BODY.has(request.method);
      return {
        ...base,
        // A buffered body goes as its bytes (reply-from would serialise a JSON one again).
        ...(WITHOUT_BODY.has(request.method)
          ? { body: null }
          : Buffer.isBuffer(body)
            ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
            : {}),
        // A socket the ordering API closed while idle: one retry of an idempotent call.
        retryDelay: ({ err, attempt }) =>
          retryable && attempt === 0 && isStaleConnection(err) ? 1 : null,
      };
    },
    // reply-from's types are written for any server kind; these hooks are for this one.
    hooks: hooks as unknown as FastifyReplyFromHooks,
  };
}
