// The merchant promotion pages, for the router (one lazy chunk): the list and the three-page wizard.
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { PromotionConditionPage } from './promotion-condition-page';
import { PromotionIndexPage } from './promotion-index-page';
import { PromotionListPage } from './promotion-list-page';
import { PromotionStepDetailPage } from './promotion-step-detail-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  merchantPromotion: PromotionListPage,
  merchantPromotionDetail: PromotionIndexPage,
  merchantPromotionCondition: PromotionConditionPage,
  merchantPromotionStepDetail: PromotionStepDetailPage,
};
