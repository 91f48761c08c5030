// The linking of a pending LINE user (see pending-registration.ts), loaded only when one is pending.
import { showToast } from '@/lib/toast';
import { loadNamespaces, translate } from '@/lib/i18n';
import { linkLineAccount } from '../api/link-line-account';
import { LINE_NAMESPACE } from '../i18n';

export async function linkPendingAccount(
  area: 'customer' | 'merchant',
  onLinked: () => void,
): Promise<void> {
  // The toast's text may arrive after the answer (its namespace loads with this module): both waited for.
  const [result] = await Promise.all([
    linkLineAccount(area),
    loadNamespaces(LINE_NAMESPACE).catch(() => undefined),
  ]);
  if (result.ok) {
    onLinked();
    showToast(translate('line:signIn.linked'), { kind: 'success' });
  }
}
