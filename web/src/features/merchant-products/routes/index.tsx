// The merchant product pages, for the router (one lazy chunk, loaded with the merchant pages).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { AdvancePricePage } from './advance-price-page';
import { CategoryPage } from './category-page';
import { PriceLevelUnit1Page, PriceLevelUnit2Page, PriceLevelUnit3Page } from './price-level-unit-page';
import { ProductDetailPage } from './product-detail-page';
import { ProductListPage } from './product-list-page';

export const pages: Partial<Record<PathName, ComponentType>> = {
  merchantProduct: ProductListPage,
  merchantProductDetail: ProductDetailPage,
  merchantProductAdvancePrice: AdvancePricePage,
  merchantProductPriceLevelUnit1: PriceLevelUnit1Page,
  merchantProductPriceLevelUnit2: PriceLevelUnit2Page,
  merchantProductPriceLevelUnit3: PriceLevelUnit3Page,
  merchantProductCategory: CategoryPage,
};
