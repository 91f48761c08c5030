import { useTranslation } from '@/lib/i18n';
import { useShellSession } from '../session';

/** 'Ordering for {name}' while an agent orders on a client's behalf. */
export function AgentBanner() {
  const { t } = useTranslation('layout');
  const { customer } = useShellSession();
  if (!customer.actingForClientName) return null;
  return (
    <div className="eo-agent-banner" role="status" data-testid="agent-banner">
      {t('orderingFor', { name: customer.actingForClientName })}
    </div>
  );
}
