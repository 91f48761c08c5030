// The analytics adapter: the add-to-cart and remove-from-cart events, in THB. Firebase Analytics
// receives them when the runtime configuration carries a Firebase config; otherwise nothing is
// loaded and nothing is sent. The Firebase SDK is a lazy chunk, fetched on the first event.
import { CURRENCY } from '@eorder/shared';
import { getRuntimeConfig } from '../config';

export type CartEventName = 'add_to_cart' | 'remove_from_cart';

export interface CartEventItem {
  /** Product code. */
  id: string;
  name: string;
  /** Unit name (or level) the quantity is counted in. */
  unit: string;
  /** Price of one unit with VAT, baht. */
  price: number;
  quantity: number;
}

/** What an analytics provider receives: the event in the shape of GA4's e-commerce events. */
export interface CartEvent {
  currency: typeof CURRENCY;
  value: number;
  items: { item_id: string; item_name: string; item_variant: string; price: number; quantity: number }[];
}

export type AnalyticsSink = (name: CartEventName, event: CartEvent) => void | Promise<void>;

let sink: Promise<AnalyticsSink | null> | undefined;

/** Builds the event: value is price × quantity, rounded to satang. */
export function cartEvent(item: CartEventItem): CartEvent {
  const price = Number.isFinite(item.price) ? item.price : 0;
  return {
    currency: CURRENCY,
    value: Math.round(price * item.quantity * 100) / 100,
    items: [{ item_id: item.id, item_name: item.name, item_variant: item.unit, price, quantity: item.quantity }],
  };
}

function loadSink(): Promise<AnalyticsSink | null> {
  const config = getRuntimeConfig().firebase;
  if (!config) return Promise.resolve(null);
  sink ??= import('./firebase')
    .then(({ createFirebaseSink }) => createFirebaseSink(config))
    .catch((error: unknown) => {
      console.error('Analytics could not start.', error);
      return null;
    });
  return sink;
}

/** Sends a cart event (never throws; nothing happens without a Firebase config). */
export function trackCartEvent(name: CartEventName, item: CartEventItem): void {
  if (!(item.quantity > 0)) return;
  void loadSink()
    .then((send) => send?.(name, cartEvent(item)))
    .catch((error: unknown) => console.error(`Analytics event ${name} failed.`, error));
}

/** Forgets the started provider (tests, and a configuration replaced at run time). */
export function resetAnalytics(): void {
  sink = undefined;
}
