import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ chunk failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('claimChunkReload', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows the first reload and records its time', () => {
    expect(claimChunkReload(1_000_000)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses another reload within a minute', () => {
    expect(claimChunkReload(1_000_000)).toBe(true);
    expect(claimChunkReload(1_000_000 + 59_999)).toBe(false);
    // The refused attempt does not push the window forward.
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('allows a reload again once a minute has passed', () => {
    expect(claimChunkReload(1_000_000)).toBe(true);
    expect(claimChunkReload(1_060_000)).toBe(true);
  });

  it('ignores a corrupt or future timestamp', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    expect(claimChunkReload(5_000)).toBe(true);
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(9_999_999));
    expect(claimChunkReload(5_000)).toBe(true);
  });

  it('refuses when there is no session storage (a reload could then loop)', () => {
    expect(claimChunkReload(1, null)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, then not again within the minute', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(reload)).toBe(true);
    expect(reloadForChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
