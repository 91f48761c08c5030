// The merchant dashboard, for the router: its own chunk, the only one that carries the chart library.
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { MerchantHomePage } from './merchant-home-page';

export const pages: Partial<Record<PathName, ComponentType>> = { merchantHome: MerchantHomePage };
