// Cross-site request forgery guard: a custom header, and our own origin when the browser names one,
// on every state-changing call, flagged GETs included (decision 032).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';
import type { MountRules } from './mount-rules.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on a route that other servers call without a browser (the LINE
     * webhook, payment callbacks); such a route must authenticate its caller
     * another way, for example by a signature.
     */
    csrfExempt?: boolean;
  }
}

/** Origins parsed lately, by the text they were parsed from (URL parsing is the guard's main cost). */
const parsedOrigins = new Map<string, string | undefined>();
const PARSED_ORIGINS_KEPT = 256;
/** Longer texts are parsed every time rather than kept. */
const PARSED_ORIGIN_MAX_LENGTH = 256;

/** The origin of a URL text (`https://shop.example`), or undefined when it is not a URL. */
function originOf(text: string): string | undefined {
  if (parsedOrigins.has(text)) return parsedOrigins.get(text);
  let origin: string | undefined;
  try {
    origin = new URL(text).origin;
  } catch {
    origin = undefined;
  }
  if (text.length > PARSED_ORIGIN_MAX_LENGTH) return origin;
  // A handful of hosts and origins in practice; a flood of made-up ones only empties the memo.
  if (parsedOrigins.size >= PARSED_ORIGINS_KEPT) parsedOrigins.clear();
  parsedOrigins.set(text, origin);
  return origin;
}

/**
 * The origin the request was sent to: scheme and host, as the browser saw them.
 * `request.protocol` and `request.host` follow X-Forwarded-Proto and
 * X-Forwarded-Host only when TRUST_PROXY trusts the sender.
 */
export function ownOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

export function sameOrigin(originHeader: string, own: string | undefined): boolean {
  if (own === undefined || originHeader === 'null') return false;
  return originOf(originHeader) === own;
}

/** Why a request is refused, or undefined when it may pass. */
export function csrfProblem(request: FastifyRequest, rules: MountRules): string | undefined {
  if (SAFE_METHODS.has(request.method)) {
    // A HEAD runs the GET's handler in the ordering API, so it needs the same proof.
    const changesState = request.method !== 'OPTIONS' && rules.ruleOf(request.url)?.changesState;
    if (changesState !== true) return undefined;
  }
  if (request.routeOptions.config.csrfExempt === true) return undefined;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return 'missing X-Requested-With';
  const origin = request.headers.origin;
  if (origin !== undefined && !sameOrigin(origin, ownOrigin(request))) return 'foreign Origin';
  return undefined;
}

export function registerCsrf(app: FastifyInstance, rules: MountRules): void {
  // A callback rather than an async function: every request runs it, and it waits for nothing.
  // A refused request is answered here and goes no further (done is not called).
  app.addHook('onRequest', (request, reply, done) => {
    const problem = csrfProblem(request, rules);
    if (problem === undefined) {
      done();
      return;
    }
    request.log.warn(
      { origin: request.headers.origin, problem },
      'request refused by the CSRF guard',
    );
    sendError(request, reply, 'CSRF_REJECTED');
  });
}
