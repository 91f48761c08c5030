// The web-configuration page, for the router (a lazy chunk of its own).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { ConfigSyncPage } from './config-sync-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  adminConfigSync: ConfigSyncPage,
};
