// One party of an order (ship to, bill to): name, address, phone and tax id.
import type { OrderParty as Party } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { partyText } from '../lib/party-text';
import styles from './orders.module.css';

export function OrderParty({ title, party }: { title: string; party: Party | null }) {
  const { t } = useTranslation('orders');
  if (!party) return null;
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div>
        <strong>{party.Name}</strong>
      </div>
      <div>{partyText(party)}</div>
      {party.Phone ? <div className={styles.muted}>{t('phone', { phone: party.Phone })}</div> : null}
      {party.TaxID ? <div className={styles.muted}>{t('taxId', { id: party.TaxID })}</div> : null}
    </section>
  );
}
