import type { CustomerUser } from '@eorder/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCustomer, setLineOrigin } from '@/lib/session';
import { setRuntimeConfig } from '@/lib/config';
import { openDialog, uiStore } from '@/lib/ui-store';
import { changeCenter, settleCenterAfterSignIn, type ChangeCenterDeps } from './change-center';
import { CENTER_OFFICIAL_ACCOUNT_DIALOG, CENTER_PICKER_DIALOG } from './dialogs';

vi.mock('@/features/catalogue', () => ({ reloadCatalogueFor: vi.fn() }));

const guest = (saleUnit: string): CustomerUser => ({
  CUSTOMERCODE: 'GUEST',
  CUSTOMERNAME: 'GUEST',
  SALEUNIT: saleUnit,
  ActiveDC: saleUnit,
  ActiveDCName: `ศูนย์ ${saleUnit}`,
  userRole: 'GUEST',
});

function fakeDeps(answer: 'ok' | 'refused' = 'ok') {
  const steps: string[] = [];
  const deps: ChangeCenterDeps = {
    swap: vi.fn((saleUnit: string) => {
      steps.push(`swap ${saleUnit} overlay=${uiStore.loadingCount} dialogs=${Object.keys(uiStore.dialogs).length}`);
      return Promise.resolve(
        answer === 'ok'
          ? { ok: true as const, status: 200, statusText: 'OK', data: guest(saleUnit), headers: new Headers() }
          : { ok: false as const, status: 403, statusText: '', data: null, headers: new Headers(), error: { kind: 'http' as const, message: 'no' } },
      );
    }),
    setUser: vi.fn((user: CustomerUser) => {
      steps.push(`user ${user.ActiveDC}`);
      setCustomer(user);
    }),
    resyncCart: vi.fn(() => steps.push('cart')),
    reloadCatalogue: vi.fn((context: { saleUnit: string }) => {
      steps.push(`catalogue ${context.saleUnit} overlay=${uiStore.loadingCount}`);
      return Promise.resolve();
    }),
    scrollToTop: vi.fn(() => steps.push(`top overlay=${uiStore.loadingCount}`)),
    notify: vi.fn(),
  };
  return { deps, steps };
}

beforeEach(() => {
  setRuntimeConfig({});
  setLineOrigin({ fromRichMenuActiveDc: false });
  setCustomer(guest('DC01'));
  uiStore.dialogs = {};
  uiStore.loadingCount = 0;
});

describe('changeCenter', () => {
  it('follows the steps: dialogs closed, overlay, swap, cart, catalogue, overlay gone, top', async () => {
    openDialog(CENTER_PICKER_DIALOG);
    const { deps, steps } = fakeDeps();
    expect(await changeCenter({ SaleUnit: 'DC02', DIST_NAME: 'ศูนย์ 2' }, deps)).toBe('changed');
    expect(steps).toEqual(['swap DC02 overlay=1 dialogs=0', 'user DC02', 'cart', 'catalogue DC02 overlay=1', 'top overlay=0']);
  });

  it('opens the official-account dialog instead of switching', async () => {
    openDialog(CENTER_PICKER_DIALOG);
    const { deps } = fakeDeps();
    const outcome = await changeCenter({ SaleUnit: 'DC03', DIST_NAME: 'ศูนย์ 3', LineChannel: { url_line_oa: 'https://line.me/R/ti/p/@dc03' } }, deps);
    expect(outcome).toBe('official-account');
    expect(deps.swap).not.toHaveBeenCalled();
    expect(uiStore.dialogs[CENTER_OFFICIAL_ACCOUNT_DIALOG]).toEqual({ url: 'https://line.me/R/ti/p/@dc03', name: 'ศูนย์ 3' });
    expect(uiStore.dialogs[CENTER_PICKER_DIALOG]).toBeUndefined();
  });

  it('does not switch without a sale unit, to the same center, or where a rich menu set it', async () => {
    const { deps } = fakeDeps();
    expect(await changeCenter({ SaleUnit: ' ', DIST_NAME: 'x' }, deps)).toBe('no-sale-unit');
    expect(await changeCenter({ SaleUnit: 'DC01', DIST_NAME: 'x' }, deps)).toBe('same');
    setLineOrigin({ fromRichMenuActiveDc: true });
    expect(await changeCenter({ SaleUnit: 'DC02', DIST_NAME: 'x' }, deps)).toBe('not-allowed');
    setLineOrigin({ fromRichMenuActiveDc: false });
    setRuntimeConfig({ flags: { enableChangeDist: false } });
    expect(await changeCenter({ SaleUnit: 'DC02', DIST_NAME: 'x' }, deps)).toBe('not-allowed');
    expect(deps.swap).not.toHaveBeenCalled();
  });

  it('keeps the center and hides the overlay when the swap is refused', async () => {
    const { deps } = fakeDeps('refused');
    expect(await changeCenter({ SaleUnit: 'DC09', DIST_NAME: 'x' }, deps)).toBe('failed');
    expect(uiStore.loadingCount).toBe(0);
    expect(deps.setUser).not.toHaveBeenCalled();
    expect(deps.scrollToTop).not.toHaveBeenCalled();
  });
});

describe('settleCenterAfterSignIn', () => {
  it('swaps to the target only when it differs from the active center', async () => {
    const { deps } = fakeDeps();
    expect(await settleCenterAfterSignIn('DC01', deps)).toBeNull();
    expect(await settleCenterAfterSignIn(null, deps)).toBeNull();
    expect(await settleCenterAfterSignIn('DC05', deps)).toBe('DC05');
    expect(deps.swap).toHaveBeenCalledTimes(1);
  });
});
