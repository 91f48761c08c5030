// The LINE feature's public face. Everything here is light or lazy: the shell imports it on every
// page, and outside LINE the feature must cost (almost) nothing. The code behind each entry is a
// chunk loaded on first use.
import { createElement, lazy, Suspense, type ComponentProps } from 'react';
import { usePageSettled } from '@/lib/idle';
import type { SharedProduct } from './lib/product-share';

export { beginLiff, startLineSession, type LiffStartUp } from './start';
export { readLineOrigin, type LineOrigin } from './lib/line-origin';
export type { LineSignInOutcome } from './lib/sign-in';
export type { SharedProduct } from './lib/product-share';

/** Logout of a session that came from LINE (see lib/logout.ts); answers false when it failed. */
export async function logoutFromLine(area: 'customer' | 'merchant' = 'customer'): Promise<boolean> {
  const { logoutFromLine: logout } = await import('./lib/logout');
  return logout(area);
}

/** Shares a product in LINE (Flex message) or copies its link (see lib/share.ts). */
export async function shareProduct(product: SharedProduct): Promise<void> {
  const { shareProduct: share } = await import('./lib/share');
  await share(product);
}

const LazyShareProductButton = lazy(() => import('./components/share-product-button'));
const LazyOfficialAccountPrompt = lazy(() => import('./components/official-account-prompt'));

/**
 * The share button of a product page. It comes once the page has settled: its code and the LINE
 * texts of its label must not compete with the product the person opened.
 */
export function ShareProductButton(props: ComponentProps<typeof LazyShareProductButton>) {
  const settled = usePageSettled();
  if (!settled) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyShareProductButton, props));
}

/** The official-account prompt; mount once in the customer layout with the active center. */
export function LineOfficialAccountPrompt(props: ComponentProps<typeof LazyOfficialAccountPrompt>) {
  return createElement(
    Suspense,
    { fallback: null },
    createElement(LazyOfficialAccountPrompt, props),
  );
}

/** The LINE sign-in pages, for the router's `lazy()`. Keys are the names of `config/paths.ts`. */
export const lineRoutes = {
  lineHook: () => import('./routes/line-hook'),
  lineAuthen: () => import('./routes/line-authen'),
  lineAuthenUser: () => import('./routes/line-authen-user'),
  lineTest: () => import('./routes/line-test'),
  gatewayLineAuthen: () => import('./routes/gateway-line-authen'),
  loginAuthAthena: () => import('./routes/login-auth-athena'),
} as const;
export type LineRouteName = keyof typeof lineRoutes;
