import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useShellSession } from '../session';

/**
 * Who is acting for the customer: 'Ordering for {name}' while an agent orders for a client, or the
 * salesperson's name while one orders for a client; with the way back to one's own account. The
 * switch-back code loads on the click, and the button is a plain one: customers' first visit
 * carries neither.
 */
export function AgentBanner() {
  const { t } = useTranslation('layout');
  const { customer } = useShellSession();
  const [busy, setBusy] = useState(false);
  const acting = customer.actingForClientName
    ? { text: t('orderingFor', { name: customer.actingForClientName }), who: 'agent' as const }
    : customer.isSalemanActing
      ? { text: t('salesOrderingFor', { sales: customer.actingSalesName ?? '', name: customer.name ?? '' }), who: 'sales' as const }
      : null;
  if (!acting) return null;
  const switchBack = async () => {
    setBusy(true);
    try {
      await (await import('@/features/acting')).switchAccountBack(acting.who);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="eo-agent-banner" role="status" data-testid="agent-banner">
      <span>{acting.text}</span>{' '}
      <button type="button" className="eo-agent-banner-button" disabled={busy} aria-busy={busy} onClick={() => void switchBack()}>
        {t('switchAccountBack')}
      </button>
    </div>
  );
}
