// Where a customer goes right after signing in or registering.
import type { CustomerUser } from '@eorder/shared';
import { paths } from '@/config/paths';
import { getRuntimeConfig, webConfigStore } from '@/lib/config';
import { isPendingApprovalUser } from '@/lib/session';

/** The pending-approval setting: the runtime flag, or the web-configuration value Y. */
export function pendingApprovalSettingOn(): boolean {
  return getRuntimeConfig().flags.pendingApprovalRegister || webConfigStore.values.pendingApprovalRegister;
}

/** Registration is closed by the runtime flag or by the web-configuration value. */
export function registrationDisabled(): boolean {
  return getRuntimeConfig().flags.disableRegister || webConfigStore.values.disableRegister;
}

/** /pendingApproval for a new customer awaiting approval (when the setting is on), else `target`. */
export function pathAfterCustomerSignIn(user: CustomerUser, target: string): string {
  return pendingApprovalSettingOn() && isPendingApprovalUser(user) ? paths.pendingApproval.href() : target;
}
