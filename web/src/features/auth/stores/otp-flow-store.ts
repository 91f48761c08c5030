// A one-time-code flow in progress, one per purpose, kept in sessionStorage to survive a reload;
// the code itself is never stored.
import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { OtpPurposeSchema, type OtpPurpose, type OtpRequestAnswer } from '@eorder/shared';

/** The specification's resend delay: a new code can be asked for 60 s after the last one. */
export const OTP_RESEND_DELAY_MS = 60_000;

const STORAGE_PREFIX = 'eorder.auth.otp.';

export const OtpFlowSchema = z.object({
  purpose: OtpPurposeSchema,
  mobileNo: z.string(),
  refCode: z.string(),
  channel: z.string(),
  /** When the code was sent (ms since the epoch). */
  requestedAt: z.number(),
  /** When the code expires (ms since the epoch). */
  expiresAt: z.number(),
  /** When a new code may be requested (ms since the epoch). */
  resendAt: z.number(),
  /** Query of the page that started the flow (saleCode, dist, layout, redirect), kept to the end. */
  query: z.record(z.string(), z.string()),
});
export type OtpFlow = z.infer<typeof OtpFlowSchema>;

export const otpFlowStore = proxy<{ flows: Partial<Record<OtpPurpose, OtpFlow>> }>({ flows: {} });

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function load(purpose: OtpPurpose): OtpFlow | undefined {
  try {
    const raw = storage()?.getItem(STORAGE_PREFIX + purpose);
    if (!raw) return undefined;
    const parsed = OtpFlowSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.purpose === purpose ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function save(flow: OtpFlow): void {
  try {
    storage()?.setItem(STORAGE_PREFIX + flow.purpose, JSON.stringify(flow));
  } catch {
    // Private mode or a full quota: the flow still works until the page reloads.
  }
}

/** The flow of a purpose, undefined when none was started (or it was finished). */
export function getOtpFlow(purpose: OtpPurpose): OtpFlow | undefined {
  ensureHydrated();
  return otpFlowStore.flows[purpose];
}

let hydrated = false;

/** Reads the kept flows on first use rather than when the module loads. */
export function ensureHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  hydrateOtpFlows();
}

/** Reads the flows kept in sessionStorage (on first use; again in tests). */
export function hydrateOtpFlows(): void {
  for (const purpose of OtpPurposeSchema.options) {
    const stored = load(purpose);
    if (stored) otpFlowStore.flows[purpose] = stored;
    else delete otpFlowStore.flows[purpose];
  }
}

/** Records a code just sent (first request or resend). */
export function startOtpFlow(
  purpose: OtpPurpose,
  mobileNo: string,
  answer: OtpRequestAnswer,
  query: Record<string, string> = {},
  now = Date.now(),
): OtpFlow {
  const flow: OtpFlow = {
    purpose,
    mobileNo,
    refCode: answer.RefCode,
    channel: answer.Channel,
    requestedAt: now,
    expiresAt: now + Math.max(0, answer.ExpiresInSeconds) * 1000,
    resendAt: now + OTP_RESEND_DELAY_MS,
    query,
  };
  otpFlowStore.flows[purpose] = flow;
  save(flow);
  return flow;
}

export function clearOtpFlow(purpose: OtpPurpose): void {
  delete otpFlowStore.flows[purpose];
  try {
    storage()?.removeItem(STORAGE_PREFIX + purpose);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

export function clearOtpFlows(): void {
  for (const purpose of OtpPurposeSchema.options) clearOtpFlow(purpose);
}

/**
 * The primary channel is SMS ('LOG' is the development stand-in of the SMS gateway, which writes
 * the code to the server log). Any other channel the ordering API reports is a fallback it used
 * because SMS could not be sent; see `routes/backup-verify-otp.tsx`.
 */
export function isBackupChannel(channel: string): boolean {
  const upper = channel.trim().toUpperCase();
  return upper !== 'SMS' && upper !== 'LOG';
}

