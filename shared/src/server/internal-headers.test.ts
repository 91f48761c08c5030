import { describe, expect, it } from 'vitest';
import { isInternalRequestHeader } from './internal-headers.js';

describe('isInternalRequestHeader', () => {
  it.each([
    'X-Internal-Key',
    'x-internal-anything',
    'X-Request-Id',
    'X-Forwarded-For',
    'x-forwarded-host',
    'X-Forwarded-Proto',
    'x-forwarded-port',
    'x-forwarded-prefix',
    'Forwarded',
    'X-Real-IP',
    'x-client-ip',
  ])('%s is internal', (name) => {
    expect(isInternalRequestHeader(name)).toBe(true);
  });

  it.each([
    'accept-language',
    'idempotency-key',
    'content-type',
    'x-requested-with',
    'authorization',
    'x-forwarded',
    'internal-key',
  ])('%s is not', (name) => {
    expect(isInternalRequestHeader(name)).toBe(false);
  });
});
