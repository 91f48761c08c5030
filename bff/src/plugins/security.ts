// Security headers for everything the bff answers. The content security policy allows inline styles
// only because antd-mobile injects them at run time (decision 001).
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Env } from '../env.js';

/** Hosts the LIFF SDK talks to from the browser (login, profile, share). */
const LINE_BROWSER_HOSTS = ['https://*.line.me', 'https://*.line-scdn.net'];
/** Hosts of Firebase Analytics (the gtag loader and its collection endpoints). */
const FIREBASE_CONNECT_HOSTS = [
  'https://*.googleapis.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const FIREBASE_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const MAPS_HOSTS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

export function contentSecurityDirectives(env: Env): Record<string, string[] | null> {
  const usesLine = Boolean(env.LIFF_ID_CUSTOMER || env.LIFF_ID_MERCHANT || env.LIFF_ID_GATEWAY);
  const usesFirebase = env.FIREBASE_CONFIG !== undefined;
  const usesMaps = env.MAPS_API_KEY !== undefined;
  // KBank's embedded form: its script, the token call it makes and the frame it may open.
  const kbank = env.KBANK_SCRIPT_URL && env.KBANK_PUBLIC_KEY ? [new URL(env.KBANK_SCRIPT_URL).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': [
      "'self'",
      ...(usesFirebase ? FIREBASE_SCRIPT_HOSTS : []),
      ...(usesMaps ? MAPS_HOSTS : []),
      ...kbank,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(usesLine ? LINE_BROWSER_HOSTS : []),
      ...(usesFirebase ? FIREBASE_CONNECT_HOSTS : []),
      ...(usesMaps ? MAPS_HOSTS : []),
      ...kbank,
    ],
    ...(kbank.length ? { 'frame-src': ["'self'", ...kbank] } : {}),
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Only where the site is served over https; on plain http (development)
    // the browser would try to upgrade our own asset requests and fail.
    'upgrade-insecure-requests': env.secureCookies ? [] : null,
  };
}

/**
 * The headers helmet sets with our options, worked out once on a throwaway
 * app. They are the same for every answer, and @fastify/helmet would build
 * its middleware (parsing the policy again) for every request.
 */
export async function securityHeaders(env: Env): Promise<[string, string | number | string[]][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(env) },
    hsts: env.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    // Payment pages and LINE's share picker open windows that must keep a
    // reference back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  let headers: [string, string | number | string[]][] = [];
  // Helmet writes its headers in its own onRequest hooks, which run before this one.
  probe.addHook('onRequest', (_request, reply, done) => {
    headers = Object.entries(reply.raw.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    );
    done();
  });
  probe.get('/', (_request, reply) => reply.send(''));
  try {
    await probe.inject({ method: 'GET', url: '/' });
  } finally {
    await probe.close();
  }
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const headers = await securityHeaders(env);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
