// The customer tag and LINE broadcast pages, for the router (one lazy chunk).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { BroadcastCreatePage } from './broadcast-create-page';
import { BroadcastDetailPage } from './broadcast-detail-page';
import { BroadcastListPage } from './broadcast-list-page';
import { TagCreatePage } from './tag-create-page';
import { TagDetailPage } from './tag-detail-page';
import { TagListPage } from './tag-list-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  merchantTag: TagListPage,
  merchantTagCreate: TagCreatePage,
  merchantTagDetail: TagDetailPage,
  merchantBroadcast: BroadcastListPage,
  merchantBroadcastCreate: BroadcastCreatePage,
  merchantBroadcastDetail: BroadcastDetailPage,
};
