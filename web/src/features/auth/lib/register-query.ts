// The specification's register query (saleCode, dist, layout=merchant), kept with `redirect`
// through the one-time-code step to the end of registration.
const KEPT = ['saleCode', 'dist', 'layout', 'redirect'] as const;

export function keptRegisterQuery(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const kept: Record<string, string> = {};
  for (const key of KEPT) {
    const value = params.get(key)?.trim();
    if (value) kept[key] = value;
  }
  return kept;
}

const SALE_UNIT = /^[A-Za-z0-9_-]{1,20}$/;

/** The optional fields of `authen/customer/register` that come from the query. */
export function registerQueryFields(query: Readonly<Record<string, string>>): {
  SaleUnit?: string;
  ReferralCode?: string;
} {
  const fields: { SaleUnit?: string; ReferralCode?: string } = {};
  const dist = query.dist?.trim();
  if (dist && SALE_UNIT.test(dist)) fields.SaleUnit = dist;
  const saleCode = query.saleCode?.trim();
  if (saleCode && saleCode.length <= 30) fields.ReferralCode = saleCode;
  return fields;
}

export const isMerchantLayout = (query: Readonly<Record<string, string>>): boolean => query.layout === 'merchant';
