// Behaviour the specification ties to one company rather than to a named flag.
import { usesInvoiceApproval, type RuntimeConfig } from '@eorder/shared';

/**
 * The rider's Invoice Approve tab exists "for one company only". The rider routes of that company
 * carry its name (`/rider/singha`), so the company code selects it (decision 065).
 */
export function showRiderInvoiceApprove(config: Pick<RuntimeConfig, 'companyCode'>): boolean {
  return usesInvoiceApproval(config.companyCode);
}

/**
 * The footer's social links are web-configuration values (keys of our own: the specification does
 * not name them); a link shows when its URL is set.
 */
export const SOCIAL_LINK_KEYS = {
  facebook: 'SOCIAL_FACEBOOK_URL',
  line: 'SOCIAL_LINE_URL',
  youtube: 'SOCIAL_YOUTUBE_URL',
} as const;
