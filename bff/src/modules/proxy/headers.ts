// Which headers cross the proxy, in each direction.
import type { IncomingHttpHeaders } from 'node:http';
import { isInternalRequestHeader } from '@eorder/shared/server';

/** Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection, never forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
];

/**
 * Never sent to the ordering API: the browser's cookies (the ordering API
 * takes the session only as a Bearer token), any Authorization of its own
 * (the token comes from our cookie, never from the page) and our host.
 * undici computes the length; the type is set from the browser's own below.
 */
const DROPPED_REQUEST_HEADERS = new Set([
  ...HOP_BY_HOP,
  'cookie',
  'host',
  'authorization',
  'expect',
  'content-length',
  'content-type',
]);

/**
 * Never passed back to the browser: hop-by-hop headers, and cookies the
 * ordering API might set (the bff alone owns the browser's cookies).
 */
const DROPPED_RESPONSE_HEADERS = new Set([...HOP_BY_HOP, 'set-cookie']);

/** Extra hop-by-hop names a sender listed in its Connection header. */
function connectionListed(value: string | string[] | undefined): Set<string> {
  const listed = new Set<string>();
  for (const line of Array.isArray(value) ? value : value ? [value] : []) {
    for (const name of line.split(',')) {
      const trimmed = name.trim().toLowerCase();
      if (trimmed) listed.add(trimmed);
    }
  }
  return listed;
}

export interface ForwardingFacts {
  token: string | undefined;
  /** internalHeaders() of the request: the only internal headers that go on. */
  internal: Record<string, string>;
  /** When the body is a stream and the browser named its length. */
  streamLength: string | undefined;
  /** The browser's Content-Type, or undefined when it sent none. */
  contentType: string | undefined;
}

/** The headers the ordering API gets; `incoming`: the browser's, as reply-from copied them. */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  facts: ForwardingFacts,
): Record<string, string | string[]> {
  const listed = connectionListed(incoming.connection);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name) || listed.has(name)) continue;
    // X-Internal-Key, X-Forwarded-*, X-Request-Id...: what the ordering API believes only from us.
    if (isInternalRequestHeader(name)) continue;
    headers[name] = value;
  }
  if (facts.token !== undefined) headers.authorization = `Bearer ${facts.token}`;
  if (facts.streamLength !== undefined) headers['content-length'] = facts.streamLength;
  if (facts.contentType !== undefined) headers['content-type'] = facts.contentType;
  return Object.assign(headers, facts.internal);
}

export function browserResponseHeaders(upstream: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = connectionListed(upstream.connection);
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name) || listed.has(name)) continue;
    headers[name] = value;
  }
  return headers;
}
