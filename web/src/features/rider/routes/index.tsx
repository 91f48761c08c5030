// The rider pages for the router, each a chunk of its own; importing this starts the phone's queue
// of delivery steps (decision 064).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { loadNamespaces } from '@/lib/i18n';
import { startRiderQueue } from '../lib/rider-queue';

void loadNamespaces('rider');
startRiderQueue();

const deliveryPage = async () => (await import('./delivery-page')).RiderDeliveryPage;

export const pageLoaders: Partial<Record<PathName, () => Promise<ComponentType>>> = {
  rider: async () => (await import('./orders-page')).RiderOrdersPage,
  riderHistory: async () => (await import('./history-page')).RiderHistoryPage,
  riderProfile: async () => (await import('./profile-page')).RiderProfilePage,
  riderSingha: async () => (await import('./orders-page')).InvoiceList,
  riderDetail: deliveryPage,
  riderDetailSingha: deliveryPage,
};
