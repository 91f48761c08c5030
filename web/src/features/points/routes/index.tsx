// The points pages, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { PointsPage } from './points-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  pointTcp: () => <PointsPage name="pointTcp" />,
  voucherPoints: () => <PointsPage name="voucherPoints" />,
};
