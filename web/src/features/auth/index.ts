// The auth feature's public face: start-up, logouts, guards, the sign-in pages (the session store
// itself is in lib/session). Pages and the center picker load on demand.
import { createElement, lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { closeDialog, isDialogOpen, openDialog, uiStore } from '@/lib/ui-store';
import { MERCHANT_CENTER_PICKER_DIALOG } from '@/lib/session';


// Start-up runs on every first page, so it is part of the entry's graph (with zod, which parses
// the answers): a lazy import here would only add a round trip before the session call. The
// logouts load on first use.
const loadLogout = () => import('./stores/logout');

/** The specification's start-up: restore the session, guest login when allowed, the staff center. */
export {
  bootstrapSession,
  completeStaffSignIn,
  handleTokenExpired,
  type CustomerSignIn,
} from './stores/bootstrap-session';
export const logoutCustomer = async (): Promise<boolean> => (await loadLogout()).logoutCustomer();
export const logoutMerchant = async (): Promise<boolean> => (await loadLogout()).logoutMerchant();
export const logoutRider = async (): Promise<boolean> => (await loadLogout()).logoutRider();
export {
  RequireApproved,
  RequireAuthen,
  RequireNotLoginAsSaleman,
  RequireRider,
  RequireStaff,
  RequireVerifiedUser,
  SessionSkeleton,
} from './guards';

/**
 * The sign-in pages, for the router's `lazy()`. Each module has a default export (React.lazy) and
 * a `Component` export (a react-router route module). Keys are the names of `config/paths.ts`.
 */
export const authRoutes = {
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  verifyOtp: () => import('./routes/verify-otp'),
  backupVerifyOtp: () => import('./routes/backup-verify-otp'),
  pendingApproval: () => import('./routes/pending-approval'),
  merchantLogin: () => import('./routes/merchant-login'),
  merchantVerifyOtp: () => import('./routes/merchant-verify-otp'),
  riderLogin: () => import('./routes/rider-login'),
  riderVerifyOtp: () => import('./routes/rider-verify-otp'),
} as const;
export type AuthRouteName = keyof typeof authRoutes;

/** Opens the merchant center picker ("switch distribution center" of the account menu). */
export function openMerchantCenterPicker(): void {
  openDialog(MERCHANT_CENTER_PICKER_DIALOG);
}

export function closeMerchantCenterPicker(): void {
  closeDialog(MERCHANT_CENTER_PICKER_DIALOG);
}

const PickerDialog = lazy(() => import('./components/merchant-center-picker-dialog'));

/**
 * The merchant center picker. Mount it once in the merchant layout; it shows while the
 * 'merchant-dc-picker' dialog of the UI store is open (start-up, sign-in, the account menu) and
 * loads its code only then. `visible`/`onClose` make it controlled instead.
 */
export function MerchantCenterPicker(props: { visible?: boolean; onClose?: () => void }) {
  const ui = useSnapshot(uiStore);
  const visible = props.visible ?? isDialogOpen(ui, MERCHANT_CENTER_PICKER_DIALOG);
  if (!visible) return null;
  return createElement(
    Suspense,
    { fallback: null },
    createElement(PickerDialog, { visible, onClose: props.onClose ?? closeMerchantCenterPicker }),
  );
}
