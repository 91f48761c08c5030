// /admin/config/sync: the company's merchant admin refreshes the web configuration everywhere it
// is kept and sees the values in force; other staff get a clear refusal (ADR 077).
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useLang } from '@/config/paths';
import { PageTitle } from '@/components/page-title';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { ConfigLoadError, syncConfig, useConfigValues } from '../api/config-values';
import '../i18n';

export function ConfigSyncPage() {
  const { t } = useTranslation('adminConfig');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const values = useConfigValues();
  const [busy, setBusy] = useState(false);
  const refused = values.error instanceof ConfigLoadError && (values.error.status === 403 || values.error.status === 401);

  async function refresh() {
    setBusy(true);
    const answer = await syncConfig();
    setBusy(false);
    if (answer) {
      await values.mutate(answer, { revalidate: false });
      showToast(t('refreshed'), { kind: 'success' });
    }
  }

  return (
    <section className="eo-config-sync" data-testid="page-adminConfigSync" style={{ display: 'grid', gap: 12, padding: '8px 16px 24px', maxWidth: 960, margin: '0 auto' }}>
      <PageTitle title={tp('title.adminConfigSync')} />
      {refused ? (
        <div role="alert" data-testid="config-forbidden">
          <h2>{t('forbidden.title')}</h2>
          <p>{t('forbidden.body')}</p>
        </div>
      ) : null}
      {values.error && !refused ? <p role="alert">{t('loadError')}</p> : null}
      {values.data ? (
        <>
          <p>{t('intro')}</p>
          <div>
            <Button color="primary" loading={busy} onClick={() => void refresh()} data-testid="config-refresh">
              {t('refresh')}
            </Button>
          </div>
          <p data-testid="config-read-at">
            {t(values.data.Refreshed ? 'refreshedAt' : 'readAt', { time: formatDateTime(values.data.ReadAt, lang) })}
          </p>
          <div style={{ overflowX: 'auto' }}>
            <table className="eo-table" data-testid="config-values" cellPadding={6} style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start' }}>{t('key')}</th>
                  <th scope="col" style={{ textAlign: 'start' }}>{t('value')}</th>
                  <th scope="col" style={{ textAlign: 'start' }}>{t('scope')}</th>
                </tr>
              </thead>
              <tbody>
                {values.data.Data.map((item) => (
                  <tr key={`${item.Opt}-${item.SaleUnit ?? ''}`} style={{ borderTop: '1px solid var(--eo-color-line)' }}>
                    <td style={{ wordBreak: 'break-all' }}>{item.Opt}</td>
                    <td style={{ wordBreak: 'break-all' }}>
                      {item.OptValue}
                      {item.Forced ? ` (${t('forced')})` : ''}
                    </td>
                    <td>{item.SaleUnit ?? t('global')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
