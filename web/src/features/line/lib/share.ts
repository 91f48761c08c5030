// Sharing a product: in LINE through the share target picker (guarded by isApiAvailable), with the
// specification's messages; elsewhere, or where the picker is missing, the product link is copied.
import { translate } from '@/lib/i18n';
import { isLiffReady, shareTargetPicker, type ShareOutcome } from '@/lib/liff';
import { showToast } from '@/lib/toast';
import { productFlexMessage, productLink, type SharedProduct } from './product-share';
import '../i18n';

export type ShareFeedback =
  | { kind: 'toast'; key: string; success: boolean }
  | { kind: 'alert'; key: string }
  /** Copy the link instead (after the toast of `key`, when given). */
  | { kind: 'copy'; key: string | null };

/** What the person is told after the picker answered. */
export function shareFeedback(outcome: ShareOutcome): ShareFeedback {
  switch (outcome) {
    case 'sent':
      return { kind: 'toast', key: 'line:share.sent', success: true };
    case 'closed':
      return { kind: 'toast', key: 'line:share.closed', success: false };
    case 'unknown':
      // Old LINE versions resolve without telling whether anything was sent.
      return { kind: 'alert', key: 'line:share.oldVersion' };
    case 'unsupported':
      return { kind: 'copy', key: 'line:share.unsupported' };
    case 'failed':
      return { kind: 'copy', key: null };
  }
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast(translate('line:share.copied'), { kind: 'success' });
  } catch {
    showToast(translate('line:share.copyFailed', { url }), { kind: 'fail', durationMs: 6000 });
  }
}

/** Shares a product and tells the person how it went. */
export async function shareProduct(product: SharedProduct): Promise<ShareOutcome | 'copied'> {
  if (!isLiffReady()) {
    await copyLink(productLink(product));
    return 'copied';
  }
  const outcome = await shareTargetPicker([
    productFlexMessage(product, { view: translate('line:share.view') }),
  ]);
  const feedback = shareFeedback(outcome);
  if (feedback.kind === 'toast')
    showToast(translate(feedback.key), { kind: feedback.success ? 'success' : 'info' });
  else if (feedback.kind === 'alert') window.alert(translate(feedback.key));
  else {
    if (feedback.key) showToast(translate(feedback.key), { kind: 'fail' });
    await copyLink(productLink(product));
  }
  return outcome;
}
