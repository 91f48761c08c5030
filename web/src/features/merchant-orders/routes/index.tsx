// The merchant's order pages, for the router (one lazy chunk with the other merchant pages).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { GoodsIssuePage } from './goods-issue-page';
import { OrderDetailPage } from './order-detail-page';
import { OrderListPage } from './order-list-page';
import { OrderPaymentPage } from './order-payment-page';
import { OrderTrackingPage } from './order-tracking-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  merchantOrder: OrderListPage,
  merchantOrderDetail: OrderDetailPage,
  merchantOrderPayment: OrderPaymentPage,
  merchantOrderTracking: OrderTrackingPage,
  merchantOrderRedeem: GoodsIssuePage,
};
