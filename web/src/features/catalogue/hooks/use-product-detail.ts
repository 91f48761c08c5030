// The state and the rules of the product page: what the product offers in the reader's language,
// the quantities chosen per unit, what blocks adding (out of stock, points mode) and the add action.
import type { Product, UnitLevel } from '@eorder/shared';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLang } from '@/config/paths';
import { getRuntimeConfig, webConfigStore } from '@/lib/config';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { addProductToCart } from '../lib/cart-bridge';
import { usePageMeta } from '../lib/page-meta';
import {
  advancePricePeriod,
  isOutOfStock,
  isReward,
  orderableQuantities,
  pointsPerUnit,
  productAttributes,
  productImages,
  productName,
  productPromotions,
  quantitiesAmount,
  quantitiesPoints,
  stockAvailable,
  unitLines,
  type Quantities,
} from '../lib/product-view';
import { useCatalogueContext } from './use-catalogue-context';

/** The page's address without its fragment, as a shared link carries it. */
export const currentPageUrl = (): string | null =>
  typeof window === 'undefined' ? null : (window.location.href.split('#')[0] ?? null);

export function useProductDetail(product: Product) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const { values } = useSnapshot(webConfigStore);
  const { isGuest, point } = useCatalogueContext();
  const [quantities, setQuantities] = useState<Quantities>({});
  const name = productName(product, lang);
  const images = productImages(product);
  const lines = unitLines(product, lang);
  const outOfStock = isOutOfStock(product);
  const blockOutOfStock =
    getRuntimeConfig().flags.disableItemOutOfStock || values.disableItemOutOfStock;
  const hasAnyPrice = lines.some((line) => line.showPrice && line.salesPrice !== null);
  const orderable = orderableQuantities(product, quantities);
  const chosen = lines.some((line) => orderable[line.level] > 0);
  // Points mode speaks in points only; a product for sale cannot go into the points cart.
  const notReward = point && !isReward(product);

  usePageMeta(
    {
      title: name,
      description: product.P_Description ?? name,
      image: images[0] ?? null,
      url: currentPageUrl(),
      type: 'product',
    },
    getRuntimeConfig().companyName || getRuntimeConfig().companyCode,
  );

  const setQuantity = (level: UnitLevel, value: number) =>
    setQuantities((current) => ({ ...current, [level]: value }));

  const add = () => {
    if (outOfStock && blockOutOfStock) {
      showToast(t('detail.cannotAddOutOfStock'), { kind: 'fail' });
      return;
    }
    if (notReward) {
      showToast(t('detail.notRewardHint'), { kind: 'fail' });
      return;
    }
    if (!chosen) {
      showToast(t('detail.chooseQuantity'));
      return;
    }
    // The cart shows '{name} added to cart' for 1 s, in the reader's language.
    if (addProductToCart({ product, quantities, name })) setQuantities({});
  };

  return {
    lang,
    name,
    images,
    lines,
    isGuest,
    point,
    smallPriceStyle: values.smallPriceStyle,
    stock: stockAvailable(product),
    outOfStock,
    /** Adding and the quantities are off: out of stock where the center forbids it, or not a reward. */
    blocked: notReward || (outOfStock && blockOutOfStock),
    notReward,
    promotions: productPromotions(product),
    advance: advancePricePeriod(product),
    attributes: productAttributes(product),
    hasAnyPrice,
    total: quantitiesAmount(product, quantities),
    totalPoints: quantitiesPoints(product, quantities),
    pointsPerUnit: pointsPerUnit(product),
    orderable,
    chosen,
    baseUnit: lines[0]?.name ?? '',
    catalogPrice: typeof product.CatalogPrice === 'number' ? product.CatalogPrice : null,
    setQuantity,
    add,
  };
}

export type ProductDetailState = ReturnType<typeof useProductDetail>;
