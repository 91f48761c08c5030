import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { securityHeaders } from './security.js';

const place = { ORDERING_API_URL: 'http://127.0.0.1:1', WEB_DIST_DIR: '/nowhere' };

describe('security headers', () => {
  it('are the ones helmet sets with our options, worked out once', async () => {
    const headers = Object.fromEntries(
      await securityHeaders(loadEnv({ NODE_ENV: 'test', ...place })),
    );
    expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and upgrade-insecure-requests where the site is served over https', async () => {
    const headers = Object.fromEntries(
      await securityHeaders(
        loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...place }),
      ),
    );
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
