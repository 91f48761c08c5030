// The sessions every area reads: the customer (guests included), the staff user and the rider.
export * from './session-store';
export * from './session-events';
export { useSession } from './use-session';
export { completeStaffSignIn, type CustomerSignIn } from './staff-sign-in';
export { MERCHANT_CENTER_PICKER_DIALOG } from './dialogs';
