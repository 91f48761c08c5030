// The web-configuration keys and their reading, apart from the zod schemas so the web can use
// them on its start-up path without loading zod.
import type { WebConfigItem } from './web-config.schema.js';

/** Keys with this prefix come with `EOrderIncluded: true` without being listed. */
export const EORDER_KEY_PREFIX = 'EOrder';

/**
 * The web-configuration keys of the specification (its names are not given; these are ours).
 * Values are 'Y' for on unless said otherwise.
 */
/**
 * The web-configuration keys the web reads. They carry the EOrder prefix, so the web receives them
 * with `EOrderIncluded: true` without listing them (the specification's `api/webConfig/items`).
 */
export const WEB_CONFIG_KEYS = {
  /** 'small' selects the small price style. */
  smallPriceStyle: 'EOrderPriceStyle',
  showBestSellerOnHome: 'EOrderShowBestSellerHome',
  disableItemOutOfStock: 'EOrderDisableItemOutOfStock',
  use2c2pV4: 'EOrderUse2C2PV4',
  hideHowToPage: 'EOrderHideHowToPage',
  hideFaqPage: 'EOrderHideFaqPage',
  /** Free text shown after the redeem points total. */
  redeemPointsTotalSuffix: 'EOrderRedeemPointSuffix',
  useProductDisplayGroup: 'EOrderUseProductDisplayGroup',
  productDisplayGroupInDrawer: 'EOrderProductDisplayGroupInDrawer',
  guestModeDisableCatalogPrice: 'EOrderGuestDisableCatalogPrice',
  disableRegister: 'EOrderDisableRegister',
  paymentIgnoreTotalRemaining: 'EOrderPaymentIgnoreTotalRemaining',
  /** 'YYYYMMDD-YYYYMMDD': ordering is closed between the two dates, inclusive. */
  orderAnnouncementDisableDates: 'EOrderAnnouncementDisableDates',
  pendingApprovalRegister: 'EOrderPendingApprovalRegister',
  /** Side-menu category level (a number, default 1). */
  sideMenuCategoryLevel: 'EOrderSideMenuCategoryLevel',
} as const;
export type WebConfigKey = (typeof WEB_CONFIG_KEYS)[keyof typeof WEB_CONFIG_KEYS];
export const ALL_WEB_CONFIG_KEYS = Object.values(WEB_CONFIG_KEYS) as WebConfigKey[];

/** The specification's web-configuration values, read from the items. */
export interface WebConfigValues {
  smallPriceStyle: boolean;
  showBestSellerOnHome: boolean;
  disableItemOutOfStock: boolean;
  use2c2pV4: boolean;
  hideHowToPage: boolean;
  hideFaqPage: boolean;
  redeemPointsTotalSuffix: string;
  useProductDisplayGroup: boolean;
  productDisplayGroupInDrawer: boolean;
  guestModeDisableCatalogPrice: boolean;
  disableRegister: boolean;
  paymentIgnoreTotalRemaining: boolean;
  orderAnnouncementDisableDates: string | null;
  pendingApprovalRegister: boolean;
  sideMenuCategoryLevel: number;
  /** Every item by key, for values this list does not name. */
  raw: Readonly<Record<string, string | null>>;
}

/** Reads the items into typed values; missing keys are off (or their documented default). */
export function readWebConfig(items: readonly WebConfigItem[]): WebConfigValues {
  const raw: Record<string, string | null> = {};
  for (const item of items) raw[item.Opt] = item.OptValue;
  const value = (key: WebConfigKey) => raw[key] ?? null;
  const on = (key: WebConfigKey) => (value(key) ?? '').trim().toUpperCase() === 'Y';
  const level = Number.parseInt(value(WEB_CONFIG_KEYS.sideMenuCategoryLevel) ?? '', 10);
  return {
    smallPriceStyle: (value(WEB_CONFIG_KEYS.smallPriceStyle) ?? '').trim() === 'small',
    showBestSellerOnHome: on(WEB_CONFIG_KEYS.showBestSellerOnHome),
    disableItemOutOfStock: on(WEB_CONFIG_KEYS.disableItemOutOfStock),
    use2c2pV4: on(WEB_CONFIG_KEYS.use2c2pV4),
    hideHowToPage: on(WEB_CONFIG_KEYS.hideHowToPage),
    hideFaqPage: on(WEB_CONFIG_KEYS.hideFaqPage),
    redeemPointsTotalSuffix: value(WEB_CONFIG_KEYS.redeemPointsTotalSuffix) ?? '',
    useProductDisplayGroup: on(WEB_CONFIG_KEYS.useProductDisplayGroup),
    productDisplayGroupInDrawer: on(WEB_CONFIG_KEYS.productDisplayGroupInDrawer),
    guestModeDisableCatalogPrice: on(WEB_CONFIG_KEYS.guestModeDisableCatalogPrice),
    disableRegister: on(WEB_CONFIG_KEYS.disableRegister),
    paymentIgnoreTotalRemaining: on(WEB_CONFIG_KEYS.paymentIgnoreTotalRemaining),
    orderAnnouncementDisableDates: value(WEB_CONFIG_KEYS.orderAnnouncementDisableDates),
    pendingApprovalRegister: on(WEB_CONFIG_KEYS.pendingApprovalRegister),
    sideMenuCategoryLevel: level >= 1 && level <= 5 ? level : 1,
    raw,
  };
}
