// The order pages, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { DeliveryOrderPage } from './delivery-order-page';
import { HistoryPage } from './history-page';
import { OrderDetailPage } from './order-detail-page';
import { TrackingPage } from './tracking-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  history: HistoryPage,
  historyDetail: OrderDetailPage,
  historyDeliveryOrder: DeliveryOrderPage,
  orderTracking: TrackingPage,
};
