// Pure helpers around the deep link LINE passes in `liff.state`, doing what `liff.init` does where
// it did not (mock mode, an interrupted redirect).

import { LIFF_PARAMS } from '@eorder/shared';

export { isLineUserAgent, LIFF_PARAMS, liffAreaOf, type LiffArea } from '@eorder/shared';

const SAFE_PATH = /^\/(?!\/)[^\\]*$/;

/** Does the URL carry what LINE adds when it opens a LIFF app, or returns from a LINE login? */
export function carriesLiffParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return LIFF_PARAMS.some((name) => params.has(name));
}

/**
 * The URL (path, query and hash, under the base path) a `liff.state` deep link means, or null when
 * the URL has none or it is not a path of this app. Other query parameters of the opened URL are
 * kept (the deep link's own win); LIFF's are dropped.
 */
export function resolveLiffState(
  location: { pathname: string; search: string; hash: string },
  basePath: string,
): string | null {
  const params = new URLSearchParams(location.search);
  const state = params.get('liff.state');
  if (state === null) return null;
  for (const name of LIFF_PARAMS) params.delete(name);

  let target: URL;
  const base = new URL(`https://app.invalid${basePath}`);
  if (state.startsWith('?') || state.startsWith('#') || state === '') {
    target = new URL(`${location.pathname}${state}`, base);
  } else {
    const relative = state.startsWith('/') ? state : `/${state}`;
    if (!SAFE_PATH.test(relative)) return null;
    // Joined under the base path: a deep link can never leave the app.
    target = new URL(`${basePath.replace(/\/$/, '')}${relative}`, base);
    if (target.origin !== base.origin) return null;
  }
  for (const [key, value] of params)
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  const hash = target.hash || location.hash;
  return `${target.pathname}${target.search}${hash}`;
}

/** The same URL without LIFF's parameters (after LIFF used them). */
export function withoutLiffParams(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  const params = new URLSearchParams(location.search);
  for (const name of LIFF_PARAMS) params.delete(name);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

