// Ordering on behalf of a client (salespeople and agents): the public face. Everything loads on
// demand, so no customer page carries this feature's code.
import { createElement, lazy, Suspense } from 'react';
import type { OrderAsClientButtonProps } from './components/order-as-client-button';

export type { OrderAsClientButtonProps };

const LazyButton = lazy(() => import('./components/order-as-client-button'));

/** "Order for this client" for a salesperson, e.g. on the merchant's customer page. */
export function OrderAsClientButton(props: OrderAsClientButtonProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyButton, props));
}

/** Ends an agent's or a salesperson's acting and returns to their own side. */
export async function switchAccountBack(who: 'agent' | 'sales'): Promise<void> {
  await (await import('./lib/switch-session')).switchAccountBack(who);
}
