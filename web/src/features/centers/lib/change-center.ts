// Changing the distribution center, step by step as the specification says (decision 011).
import type { CustomerUser, DistributionCenter } from '@eorder/shared';
import { refreshCart } from '@/features/cart';
import { setCustomer } from '@/lib/session';
import { reloadCatalogueFor } from '@/features/catalogue';
import { readCookie } from '@/lib/cookies';
import { getCurrentLang, translate } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { closeAllDialogs, closeDialog, hideLoading, openDialog, showLoading } from '@/lib/ui-store';
import type { ApiResult } from '@/lib/api';
import { swapDc } from '../api/swap-dc';
import '../i18n';
import { officialAccountUrl } from './center-rules';
import { CENTER_OFFICIAL_ACCOUNT_DIALOG, CENTER_PICKER_DIALOG, type OfficialAccountDialogData } from './dialogs';
import { activeSaleUnit, switchingAllowed } from './switching';

export type ChangeOutcome = 'changed' | 'same' | 'official-account' | 'not-allowed' | 'no-sale-unit' | 'failed';

export interface ChangeCenterDeps {
  swap: (saleUnit: string) => Promise<ApiResult<CustomerUser>>;
  setUser: (user: CustomerUser) => void;
  resyncCart: () => void;
  reloadCatalogue: (context: { saleUnit: string; lang: 'th' | 'en'; point: boolean }) => Promise<void>;
  scrollToTop: () => void;
  notify: (message: string) => void;
}

const defaultDeps: ChangeCenterDeps = {
  swap: swapDc,
  setUser: setCustomer,
  resyncCart: () => refreshCart(true),
  reloadCatalogue: reloadCatalogueFor,
  scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
  notify: (message) => showToast(message, { kind: 'success' }),
};

/** Swaps the session to a center and reloads what depends on it; the overlay shows meanwhile. */
async function swapTo(saleUnit: string, deps: ChangeCenterDeps): Promise<CustomerUser | null> {
  showLoading();
  try {
    const result = await deps.swap(saleUnit);
    if (!result.ok) return null;
    deps.setUser(result.data);
    deps.resyncCart();
    const active = result.data.ActiveDC ?? result.data.SALEUNIT ?? saleUnit;
    await deps.reloadCatalogue({ saleUnit: active, lang: getCurrentLang(), point: readCookie('point') === 'Y' });
    return result.data;
  } finally {
    hideLoading();
  }
}

export async function changeCenter(center: Pick<DistributionCenter, 'SaleUnit' | 'DIST_NAME' | 'LineChannel'>, deps: ChangeCenterDeps = defaultDeps): Promise<ChangeOutcome> {
  const saleUnit = center.SaleUnit.trim();
  if (saleUnit === '') return 'no-sale-unit';
  if (!switchingAllowed()) return 'not-allowed';

  const official = officialAccountUrl(center);
  if (official) {
    closeDialog(CENTER_PICKER_DIALOG);
    openDialog(CENTER_OFFICIAL_ACCOUNT_DIALOG, { url: official, name: center.DIST_NAME } satisfies OfficialAccountDialogData);
    return 'official-account';
  }
  if (saleUnit === activeSaleUnit()) {
    closeDialog(CENTER_PICKER_DIALOG);
    return 'same';
  }

  closeAllDialogs();
  const user = await swapTo(saleUnit, deps);
  if (!user) return 'failed';
  deps.notify(translate('centers:changed', { name: user.ActiveDCName ?? center.DIST_NAME }));
  deps.scrollToTop();
  return 'changed';
}

/**
 * After a customer signed in: the first of their centers becomes the active one when none is, or the
 * active one is not theirs. Answers the sale unit switched to, or null.
 */
export async function settleCenterAfterSignIn(target: string | null, deps: ChangeCenterDeps = defaultDeps): Promise<string | null> {
  if (!target || target === activeSaleUnit()) return null;
  const user = await swapTo(target, deps);
  return user ? target : null;
}
