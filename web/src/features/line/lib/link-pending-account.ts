// The linking of a pending LINE user (see pending-registration.ts), loaded only when one is pending.
import { showToast } from '@/lib/toast';
import { translate } from '@/lib/i18n';
import { linkLineAccount } from '../api/link-line-account';
import '../i18n';

export async function linkPendingAccount(
  area: 'customer' | 'merchant',
  onLinked: () => void,
): Promise<void> {
  const result = await linkLineAccount(area);
  if (result.ok) {
    onLinked();
    showToast(translate('line:signIn.linked'), { kind: 'success' });
  }
}
