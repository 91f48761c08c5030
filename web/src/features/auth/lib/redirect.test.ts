import { describe, expect, it } from 'vitest';
import { pathFromState, redirectTarget, safeRedirect } from './redirect';

describe('redirect after sign-in', () => {
  it('keeps paths of the app', () => {
    expect(safeRedirect('/history?x=1#top')).toBe('/history?x=1#top');
    expect(safeRedirect('/en/profile')).toBe('/en/profile');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'history', '/\u0009/evil', ''])(
    'refuses %j',
    (raw) => {
      expect(safeRedirect(raw)).toBeNull();
    },
  );

  it('never sends back to a sign-in page', () => {
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect('/en/merchant/verifyotp')).toBeNull();
    expect(safeRedirect('/loginx')).toBe('/loginx');
  });

  it('reads router state as a string or a location', () => {
    expect(pathFromState({ from: '/cart' })).toBe('/cart');
    expect(pathFromState({ from: { pathname: '/history', search: '?a=1', hash: '' } })).toBe('/history?a=1');
    expect(pathFromState({ from: { pathname: '//evil' } })).toBeNull();
    expect(pathFromState(null)).toBeNull();
  });

  it('prefers the query, then the state, then the fallback', () => {
    expect(redirectTarget('?redirect=%2Fcart', { from: '/history' }, '/')).toBe('/cart');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil', { from: '/history' }, '/')).toBe('/history');
    expect(redirectTarget('', undefined, '/merchant')).toBe('/merchant');
  });
});
