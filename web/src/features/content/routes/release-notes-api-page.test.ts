import { CALL_PATHS, CALL_ROUTES } from '@eorder/shared';
import { describe, expect, it } from 'vitest';
import { apiCalls } from './release-notes-api-page';

describe('the API release notes', () => {
  it('lists every call the apps make, with its method and path, by area then path', () => {
    const calls = apiCalls('');
    const webCalls = Object.values(CALL_ROUTES).filter((route) => route.mounts.length > 0);
    expect(calls).toHaveLength(webCalls.length);
    expect(calls.every((call) => call.mounts.length > 0)).toBe(true);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: CALL_PATHS.productItems, domain: 'product' }));
    const keys = calls.map((call) => `${call.domain} ${call.path}`);
    expect(keys).toEqual([...keys].sort((a, b) => {
      const [domainA = '', pathA = ''] = a.split(' ');
      const [domainB = '', pathB = ''] = b.split(' ');
      return domainA.localeCompare(domainB) || pathA.localeCompare(pathB);
    }));
  });

  it('leaves out the calls only the bff makes', () => {
    expect(apiCalls('').some((call) => call.auth.includes('internal'))).toBe(false);
  });

  it('filters on the method, path, summary and area, whatever the case', () => {
    const found = apiCalls('  FAVOURITE ');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((call) => `${call.method} ${call.path} ${call.summary} ${call.domain}`.toLowerCase().includes('favourite'))).toBe(true);
    expect(apiCalls('no call has this text')).toEqual([]);
  });
});
