// Navigation for code outside React (the API client, start-up). The app registers the router's
// navigate function once the router exists; before that, a full page load does the same job.

export type Navigator = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | undefined;

/** Registered by the app with the data router's `navigate`; pass undefined to unregister. */
export function setNavigator(next: Navigator | undefined): void {
  navigator = next;
}

/**
 * The base path the bff injected as `<base href>`, always ending with '/'. Without a base element
 * (Vite dev server, tests) it is '/'. `document.baseURI` is not used: without a base element it is
 * the page's own URL.
 */
export function getBasePath(): string {
  const href = document.querySelector('base')?.getAttribute('href');
  if (!href) return '/';
  try {
    const path = new URL(href, window.location.href).pathname;
    return path.endsWith('/') ? path : `${path}/`;
  } catch {
    return '/';
  }
}

/** The current path relative to the base path, as the router sees it. */
export function currentRouterPath(): string {
  const base = getBasePath();
  const { pathname } = window.location;
  if (base === '/') return pathname;
  if (pathname.startsWith(base)) return `/${pathname.slice(base.length)}`;
  if (`${pathname}/` === base) return '/';
  return pathname;
}

/** Goes to an app path (relative to the base path, already localized). */
export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    navigator(path, options);
    return;
  }
  const url = new URL(getBasePath() + path.replace(/^\//, ''), window.location.href).toString();
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}
