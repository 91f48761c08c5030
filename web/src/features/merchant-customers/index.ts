// The merchant's customers: the public face for other areas (the chat desk shows a customer's
// latest orders). Loaded on demand, so no other page carries this feature's code.
import { createElement, lazy, Suspense } from 'react';

const LazyRecentOrders = lazy(() => import('./components/recent-orders'));

/** A customer's latest orders at a center, for staff of that center. */
export function CustomerRecentOrders(props: { code: string; saleUnit: string }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyRecentOrders, props));
}
