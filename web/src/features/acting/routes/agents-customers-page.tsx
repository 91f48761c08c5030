// `/agents/customers`: the agent's overview (verified label, credit, totals) and their clients,
// each with what the agent ordered for them and "order as main store".
import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AgentClient } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useAgentClients, useAgentProfile } from '../api/acting-api';
import { orderAsClientForAgent } from '../lib/switch-session';
import styles from '../acting.module.css';

const amount = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

function ClientCard({ client }: { client: AgentClient }) {
  const { t } = useTranslation('acting');
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    if (!(await orderAsClientForAgent(client.CUSTOMERCODE, client.SALEUNIT))) setBusy(false);
  };
  return (
    <li className={styles.card} data-testid="agent-client">
      <div className={styles.row}>
        <span className={styles.name}>{client.CUSTOMERNAME ?? client.CUSTOMERCODE}</span>
        <span className={styles.muted}>{client.CUSTOMERCODE}</span>
      </div>
      {client.MobileNo ? <span className={styles.muted}>{client.MobileNo}</span> : null}
      <div className={styles.row}>
        <span className={styles.muted}>
          {t('totalOrder')}: {amount(client.TotalOrder)} · {t('totalGrossAmount')}:{' '}
          {formatMoney(amount(client.TotalGrossAmount), lang)}
        </span>
        <Button size="small" color="primary" loading={busy} onClick={() => void start()}>
          {t('orderAsMainStore')}
        </Button>
      </div>
    </li>
  );
}

export function AgentsCustomersPage() {
  const { t } = useTranslation('acting');
  const lang = useLang();
  const localePath = useLocalePath();
  const [text, setText] = useState('');
  const profile = useAgentProfile();
  const clients = useAgentClients(text);
  const agent = profile.data;
  return (
    <section className={styles.page} data-testid="agents-customers">
      <PageTitle title={t('myClients')} />
      {agent ? (
        <div className={styles.card}>
          <div className={styles.row}>
            <span className={styles.name}>{agent.CUSTOMERNAME}</span>
            {agent.IsVerified ? (
              <Tag color="success">{t('verifiedAgent')}</Tag>
            ) : (
              <Tag color="warning">{t('notVerifiedAgent')}</Tag>
            )}
          </div>
          <div className={styles.figures}>
            <span className={styles.figure}>
              {t('authorizeAmount')}
              <strong>{formatMoney(amount(agent.AuthorizeAmount), lang)}</strong>
            </span>
            <span className={styles.figure}>
              {t('debtAmount')}
              <strong>{formatMoney(amount(agent.DebtAmount), lang)}</strong>
            </span>
            <span className={styles.figure}>
              {t('totalOrder')}
              <strong>{amount(agent.TotalOrder)}</strong>
            </span>
            <span className={styles.figure}>
              {t('totalGrossAmount')}
              <strong>{formatMoney(amount(agent.TotalGrossAmount), lang)}</strong>
            </span>
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Link to={localePath(paths.agentsRegister.href())}>
          <Button color="primary" fill="outline" size="small">
            {t('registerClient')}
          </Button>
        </Link>
        <Link to={localePath(paths.agentsProducts.href())}>
          <Button fill="outline" size="small">
            {t('myProducts')}
          </Button>
        </Link>
      </div>
      <SearchField label={t('searchClients')} onSearch={setText} onClear={() => setText('')} />
      {clients.error || profile.error ? (
        <div className={styles.card} role="alert">
          {t('loadFailed')}
          <Button
            size="small"
            onClick={() => void Promise.all([clients.mutate(), profile.mutate()])}
          >
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {clients.data && clients.data.Data.length === 0 ? (
        <p className={styles.muted}>{t('noClients')}</p>
      ) : null}
      <ul className={styles.list}>
        {clients.data?.Data.map((client) => (
          <ClientCard key={`${client.CUSTOMERCODE}-${client.SALEUNIT}`} client={client} />
        ))}
      </ul>
    </section>
  );
}
