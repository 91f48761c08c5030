// The recurring-order pages, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { SubscriptionDetailPage } from './subscription-detail-page';
import { SubscriptionsPage } from './subscriptions-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  orderSubscription: SubscriptionsPage,
  orderSubscriptionDetail: SubscriptionDetailPage,
};
