// The home page's data and how long each part is kept (decision 012); `?id=` in the URL asks for
// everything again.
import {
  BANNER_CACHE_MS,
  HOME_CACHE_MS,
  PROMOTION_PRODUCTS_CACHE_MS,
  PROMOTION_PRODUCTS_TAKE,
  type ProductItemsBodyInput,
} from '@eorder/shared';
import { useEffect } from 'react';
import useSWR, { preload } from 'swr';
import { useSnapshot } from 'valtio';
import { whenSessionReady } from '@/lib/session';
import {
  currentCatalogueContext,
  displayGroupsKey,
  fetchDisplayGroups,
  fetchProducts,
  productsKey,
  PROMOTION_PRODUCTS_BODY,
  useCatalogueContext,
  useDisplayGroups,
  useProducts,
} from '@/features/catalogue';
import { webConfigStore } from '@/lib/config';
import { formatMoney } from '@/lib/format';
import { imageUrl, preloadImage } from '@/lib/image-url';
import { swrDefaults } from '@/lib/swr';
import { getBanners } from '../api/get-banners';

export const BEST_SELLERS_BODY: ProductItemsBodyInput = { Take: PROMOTION_PRODUCTS_TAKE, Skip: 0, Types: ['BEST_SELLER'] };

/** The rewards the home shows in points mode (the products call adds the mode's `Point`). */
export const REWARDS_BODY: ProductItemsBodyInput = { Take: PROMOTION_PRODUCTS_TAKE, Skip: 0 };

/**
 * The product rows of the home in a mode: in points mode the rewards only (goods for sale and their
 * display groups are for the money mode); otherwise the promotions, the best sellers where shown,
 * and the display groups.
 */
function homeParts(point: boolean, showBestSellers: boolean, showGroups: boolean) {
  return point
    ? { first: REWARDS_BODY, bestSellers: null, groups: false }
    : { first: PROMOTION_PRODUCTS_BODY, bestSellers: showBestSellers ? BEST_SELLERS_BODY : null, groups: showGroups };
}

/** How long each part of the home is kept before it is asked for again. */
export const HOME_FRESHNESS = {
  banners: BANNER_CACHE_MS,
  promotions: PROMOTION_PRODUCTS_CACHE_MS,
  displayGroups: HOME_CACHE_MS,
  bestSellers: HOME_CACHE_MS,
} as const;

const bannersKey = (saleUnit: string) => ['GET_WHATSNEW', 'B', saleUnit] as const;

/**
 * The first banner is the largest picture of the home's first screen: its download starts as soon
 * as the banners are known, at high priority (see `preloadImage`).
 */
export function preloadFirstBanner(banners: readonly { ImageUrl?: string | null }[]): void {
  preloadImage(imageUrl(banners[0]?.ImageUrl));
}

async function fetchBanners() {
  const result = await getBanners();
  if (!result.ok) throw new Error(result.error.message);
  preloadFirstBanner(result.data);
  return result.data;
}

/**
 * Asks for the home's data as soon as the session is known, with the keys the page's hooks use, so
 * the answers are on their way while the page itself is still rendering (SWR hands them over).
 */
export function preloadHomeData(): void {
  whenSessionReady(() => {
    const context = currentCatalogueContext();
    const { saleUnit, lang, point } = context;
    if (!context.ready || !saleUnit) return;
    const { values, fetchedAt } = webConfigStore;
    void preload(bannersKey(saleUnit), fetchBanners).catch(() => undefined);
    const parts = homeParts(point, values.showBestSellerOnHome, values.useProductDisplayGroup || fetchedAt === null);
    for (const body of [parts.first, parts.bestSellers]) {
      const key = body ? productsKey(body, context) : null;
      if (key) void preload(key, fetchProducts).catch(() => undefined);
    }
    if (parts.groups) {
      void preload(displayGroupsKey('EORDER_HOME_PAGE', true, saleUnit, lang, point), fetchDisplayGroups).catch(() => undefined);
    }
    // The first price format takes tens of milliseconds on a phone (the locale's data): made in a
    // task of its own while the answers are on their way, not inside the first render of the cards.
    setTimeout(() => formatMoney(0, lang), 0);
  });
}

/** The last `?id=` acted upon (one per page load). */
let lastRefreshId: string | null = null;

/** Forgets the last `?id=` (tests). */
export function resetHomeRefresh(): void {
  lastRefreshId = null;
}

export function useHomeData(refreshId: string | null) {
  const context = useCatalogueContext();
  const { values, fetchedAt } = useSnapshot(webConfigStore);
  // Until the web configuration is known, the groups are asked for: a blank home is worse than a
  // shelf that turns out to be hidden.
  const parts = homeParts(context.point, values.showBestSellerOnHome, values.useProductDisplayGroup || fetchedAt === null);
  const showGroups = parts.groups;
  const showBestSellers = parts.bestSellers !== null;

  const banners = useSWR(context.ready && context.saleUnit ? bannersKey(context.saleUnit) : null, fetchBanners, {
    ...swrDefaults,
    dedupingInterval: HOME_FRESHNESS.banners,
  });
  const promotions = useProducts(parts.first, { dedupingInterval: HOME_FRESHNESS.promotions });
  const groups = useDisplayGroups('EORDER_HOME_PAGE', { productsIncluded: true, enabled: showGroups }, { dedupingInterval: HOME_FRESHNESS.displayGroups });
  const bestSellers = useProducts(parts.bestSellers, { dedupingInterval: HOME_FRESHNESS.bestSellers });

  // `?id=`: a new value asks again for every part already loaded (a part loading for the first time
  // is fresh anyway).
  const { data: bannerData, mutate: mutateBanners } = banners;
  const { data: promotionData, mutate: mutatePromotions } = promotions;
  const { data: groupData, mutate: mutateGroups } = groups;
  const { data: bestSellerData, mutate: mutateBestSellers } = bestSellers;
  const ready = context.ready;
  useEffect(() => {
    if (!ready || !refreshId || lastRefreshId === refreshId) return;
    lastRefreshId = refreshId;
    const stale: Promise<unknown>[] = [];
    if (bannerData !== undefined) stale.push(mutateBanners());
    if (promotionData !== undefined) stale.push(mutatePromotions());
    if (groupData !== undefined) stale.push(mutateGroups());
    if (bestSellerData !== undefined) stale.push(mutateBestSellers());
    void Promise.all(stale);
    // Only a new id or the session becoming ready asks again; the data changing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the data are read once, when the id arrives
  }, [ready, refreshId]);

  return { context, banners, promotions, groups: showGroups ? groups : null, bestSellers: showBestSellers ? bestSellers : null, point: context.point };
}
