// Structured logs (pino through Fastify). Every line of a request carries its
// id; credentials never reach the log: headers with tokens or cookies and body
// fields with passwords, codes or tokens are censored wherever they appear.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Field names whose values are secrets, censored at any of the first levels of a logged object. */
const SECRET_FIELDS = [
  'password',
  'Password',
  'OldPassword',
  'NewPassword',
  'ConfirmPassword',
  'confirmPassword',
  'OtpCode',
  'otpCode',
  'jtoken',
  'token',
  'Token',
  'accessToken',
  'idToken',
  'LineUserToken',
  'secret',
  'apiKey',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.Authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function buildLoggerOptions(env: Env): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { service: 'ordering-api' },
  };
}

const LEVEL_ORDER = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type Level = (typeof LEVEL_ORDER)[number];

/** The quieter of two levels: a route may log less than the service, never more. */
export function quieterLevel(a: Level, b: Level): Level {
  return LEVEL_ORDER.indexOf(a) >= LEVEL_ORDER.indexOf(b) ? a : b;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Keeps a caller's request id (the bff passes its own) when it is a plain token, else makes one. */
export function genReqId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}
