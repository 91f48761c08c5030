// The rider pages, for the router (one lazy chunk). Loading them starts the phone's queue of
// delivery steps, so what waits is sent on any rider page.
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { loadNamespaces } from '@/lib/i18n';
import { startRiderQueue } from '../lib/rider-queue';
import { RiderDeliveryPage } from './delivery-page';
import { RiderHistoryPage } from './history-page';
import { InvoiceList, RiderOrdersPage } from './orders-page';
import { RiderProfilePage } from './profile-page';

void loadNamespaces('rider');
startRiderQueue();

export const pages: Partial<Record<PathName, ComponentType>> = {
  rider: RiderOrdersPage,
  riderHistory: RiderHistoryPage,
  riderProfile: RiderProfilePage,
  riderSingha: InvoiceList,
  riderDetail: RiderDeliveryPage,
  riderDetailSingha: RiderDeliveryPage,
};
