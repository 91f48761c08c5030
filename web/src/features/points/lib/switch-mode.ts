// The Redeem / Products-for-sale switch, as the specification orders it: re-authenticate, reload
// the categories, reset the product list and the home cache, re-sync the cart, then go home.
// The `point` cookie carries the mode (the catalogue and the cart key read it).
import { paths, localizePath } from '@/config/paths';
import { setCustomer } from '@/lib/session';
import { refreshCart } from '@/features/cart';
import { readCookie, writeCookie } from '@/lib/cookies';
import { getCurrentLang } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { withLoading } from '@/lib/ui-store';
import { renewProfile } from '../api/renew-profile';
import { refreshPointBalance } from './points-balance';

/** The event other features listen to (the catalogue's stores reset themselves on it). */
export const POINT_MODE_EVENT = 'eorder:point-mode';

export const isPointMode = (): boolean => readCookie('point') === 'Y';

/** Switches to points mode (`toPoint` true) or back to products for sale. False when it failed. */
export async function switchPointMode(toPoint: boolean = !isPointMode()): Promise<boolean> {
  return withLoading(async () => {
    const before = isPointMode();
    writeCookie('point', toPoint ? 'Y' : 'N');
    const profile = await renewProfile();
    if (!profile.ok) {
      writeCookie('point', before ? 'Y' : 'N');
      return false;
    }
    setCustomer(profile.data);
    // Every cached answer (categories, home sections) and the product list belong to the old mode.
    const [{ mutate }, { resetProductList }] = await Promise.all([import('swr'), import('@/features/catalogue')]);
    resetProductList();
    await mutate(() => true, undefined, { revalidate: true });
    window.dispatchEvent(new CustomEvent(POINT_MODE_EVENT, { detail: { pointMode: toPoint } }));
    refreshCart(true);
    void refreshPointBalance();
    navigateTo(localizePath(paths.home.href(), getCurrentLang()));
    return true;
  });
}
