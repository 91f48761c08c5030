import { useSnapshot } from 'valtio';
import type { OtpPurpose } from '@eorder/shared';
import { ensureHydrated, otpFlowStore, type OtpFlow } from '../stores/otp-flow-store';

/** The one-time-code flow of a purpose in progress, or undefined. */
export function useOtpFlow(purpose: OtpPurpose): OtpFlow | undefined {
  ensureHydrated();
  const { flows } = useSnapshot(otpFlowStore);
  return flows[purpose];
}
