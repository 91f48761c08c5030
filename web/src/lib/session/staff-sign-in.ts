import type { DistributionCenter, StaffUser } from '@eorder/shared';
import { getRuntimeConfig } from '@/lib/config';
import { openDialog } from '@/lib/ui-store';
import { MERCHANT_CENTER_PICKER_DIALOG } from './dialogs';
import { chooseStaffDist, savedStaffDist, signInStaff } from './session-store';

/**
 * A staff user signed in (one-time code, or LINE): stores the user and its centers, selects the
 * center as start-up does (saved, only, or first with the picker open unless
 * `merchant.disableSelectDcOnStartUp`) and tells the listeners.
 */
export async function completeStaffSignIn(user: StaffUser, dists: DistributionCenter[]): Promise<void> {
  const pickerDisabled = getRuntimeConfig().flags.merchant.disableSelectDcOnStartUp;
  const { selected, openPicker } = chooseStaffDist(dists, savedStaffDist(dists), pickerDisabled);
  await signInStaff(user, dists, selected);
  if (openPicker) openDialog(MERCHANT_CENTER_PICKER_DIALOG);
}

/** Signs a customer in from outside the app (the LINE start-up); answers whether it did. */
export type CustomerSignIn = () => Promise<boolean>;
