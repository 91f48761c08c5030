// Plain values of the runtime configuration, free of zod so the web's start-up path can use them.

/**
 * Every runtime flag at its default, as a plain object. It lives apart from the zod schema so the
 * web can read defaults on its start-up path without loading zod; `FlagsSchema` takes its defaults
 * from here, and a test keeps the two in step. Why each default was chosen is said in the schema.
 */
export const DEFAULT_FLAGS = {
  enableMultiDC: true,
  enableChangeDist: true,
  disableGuestMode: false,
  disableSsr: true,
  agent: { enable: false },
  merchant: { disableSelectDcOnStartUp: false },
  enableOrderPage: true,
  enablePromotionPage: true,
  enableProductPage: true,
  enableCustomerPage: true,
  support: { disableChat: false },
  bottomNavigation: { showHistoryButton: false },
  product: { showBottomProductPage: true },
  profile: { showCreditBalance: true, showPoint: true, disableNewsPage: false },
  pdpa: { enableCookiesConsent: true },
  disableItemOutOfStock: true,
  pendingApprovalRegister: false,
  hideLoginLogout: false,
  disableRegister: false,
  guestModeDisableCatalogPrice: false,
  enableRichMenuBinding: false,
} as const;

/** The id of the JSON data block in which the bff inlines the runtime configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'eorder-config';

/** Companies whose logo the web ships. */
export const COMPANY_LOGOS = [
  'BJC',
  'CAN',
  'DSG',
  'DUMEX',
  'GPO',
  'IPT',
  'PHD',
  'PMK_ONC',
  'POC',
  'SINGHAONLINE',
  'TCP',
  'TCP_HIGEAR',
  'UNC',
] as const;
export type CompanyLogo = (typeof COMPANY_LOGOS)[number];

/** The logo of a company code, or null when the web has none for it (it then shows the name). */
export function logoForCompany(companyCode: string | null | undefined): CompanyLogo | null {
  const upper = (companyCode ?? '').trim().toUpperCase();
  return (COMPANY_LOGOS as readonly string[]).includes(upper) ? (upper as CompanyLogo) : null;
}

