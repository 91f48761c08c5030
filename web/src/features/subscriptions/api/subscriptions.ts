// The recurring-order calls: list, one, create, update, and the pause / resume / cancel actions.
import useSWR from 'swr';
import {
  buildPath,
  CALL_PATHS,
  SubscriptionAnswerSchema,
  SubscriptionListAnswerSchema,
  type SubscriptionSaveBody,
} from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

export type SubscriptionAction = 'pause' | 'resume' | 'cancel';

const ACTION_CALLS = {
  pause: 'subscriptionPause',
  resume: 'subscriptionResume',
  cancel: 'subscriptionCancel',
} as const;

/** `GET api/orders/subscriptions`. */
export async function getSubscriptions() {
  const result = await customerApi.get(CALL_PATHS.subscriptionList, { schema: SubscriptionListAnswerSchema });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export function useSubscriptions(owner: string | null) {
  return useSWR<Awaited<ReturnType<typeof getSubscriptions>>, Error>(owner ? ['subscriptions', 'list', owner] : null, getSubscriptions, { ...swrDefaults });
}

/** `GET api/orders/subscriptions/{id}`: with its last runs. */
export async function getSubscription(id: number) {
  const result = await customerApi.get(buildPath('subscriptionGet', { id }), { schema: SubscriptionAnswerSchema, quiet: true });
  if (!result.ok) throw Object.assign(new Error(result.error.message), { status: result.status });
  return result.data;
}

export function useSubscription(id: number | null) {
  return useSWR<Awaited<ReturnType<typeof getSubscription>>, Error>(id ? ['subscriptions', 'one', id] : null, () => getSubscription(id as number), { ...swrDefaults });
}

/** `POST api/orders/subscriptions/create`. */
export function createSubscription(body: SubscriptionSaveBody) {
  return customerApi.post(CALL_PATHS.subscriptionCreate, body, { schema: SubscriptionAnswerSchema });
}

/** `POST api/orders/subscriptions/update/{id}`. */
export function updateSubscription(id: number, body: SubscriptionSaveBody) {
  return customerApi.post(buildPath('subscriptionUpdate', { id }), body, { schema: SubscriptionAnswerSchema });
}

/** `POST api/orders/subscriptions/{pause|resume|cancel}/{id}`. */
export function changeSubscription(id: number, action: SubscriptionAction) {
  return customerApi.post(buildPath(ACTION_CALLS[action], { id }), undefined, { schema: SubscriptionAnswerSchema });
}
